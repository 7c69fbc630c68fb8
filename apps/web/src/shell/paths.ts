import type { AccessType } from '@laydown/domain';

/** Where each kind of user lands after signing in (contractors at /home, vendors under /vendor). */
export function homePathFor(type: AccessType): string {
  return type === 'VENDOR' ? '/vendor/home' : '/home';
}

/** The sign-in page of each access type, as the chooser links to it. */
export function loginPathFor(type: AccessType): string {
  return type === 'VENDOR' ? '/vendor?access-type=VENDOR' : '/?access-type=CONTRACTOR';
}
