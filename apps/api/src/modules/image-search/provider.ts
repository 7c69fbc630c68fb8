/** One image found for a search text. */
export interface FoundImage {
  url: string;
  thumbnail_url: string;
  title: string;
}

/**
 * A pluggable image search (procurement-core §7 GET /integrations/image_search). A provider is an
 * outside service with its own key; none ships with Laydown, so `imageSearchProvider` answers null
 * until one is configured, and the UI then offers only the image URL field.
 */
export interface ImageSearchProvider {
  name: string;
  search(query: string, count: number): Promise<FoundImage[]>;
}

export function imageSearchProvider(): ImageSearchProvider | null {
  return null;
}
