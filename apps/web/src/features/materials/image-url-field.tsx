import { RotateRightOutlined } from '@ant-design/icons';
import { Button, Image, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { IMAGE_LOAD_TIMEOUT_MS, isHttpUrl, MATERIAL_MESSAGES } from '@laydown/domain';

type Check = 'empty' | 'loading' | 'ok' | 'bad';

/** Resolves whether the image loads within the §9 timeout (5 s). */
export function checkImage(url: string, timeoutMs = IMAGE_LOAD_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new window.Image();
    const timer = setTimeout(() => {
      image.src = '';
      resolve(false);
    }, timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** Form.Item's id, so the field's label names the input. */
  id?: string;
}

/**
 * Image URL with a preview and rotate (procurement-core §2, §5): only http or https, and the image
 * must load within 5 s, else 'We couldn't recognize the image URL...'. No image search provider
 * is configured on this server, so the URL field is the only way in.
 */
export function ImageUrlField({ id, value = '', onChange, disabled }: Props) {
  const [check, setCheck] = useState<Check>('empty');
  const [rotation, setRotation] = useState(0);
  useEffect(() => {
    const url = value.trim();
    if (url === '') return setCheck('empty');
    if (!isHttpUrl(url)) return setCheck('bad');
    let current = true;
    setCheck('loading');
    void checkImage(url).then((ok) => current && setCheck(ok ? 'ok' : 'bad'));
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        disabled={disabled}
        placeholder="https://"
        onChange={(event) => onChange?.(event.target.value)}
        data-testid="material-image-url"
      />
      {check === 'bad' ? (
        <Typography.Text type="danger" data-testid="material-image-error">
          {MATERIAL_MESSAGES.imageUrlInvalid}
        </Typography.Text>
      ) : null}
      {check === 'ok' ? (
        <Space align="center">
          <Image
            src={value}
            width={96}
            height={96}
            style={{ objectFit: 'contain', transform: `rotate(${rotation}deg)` }}
            alt="Material"
          />
          <Button
            icon={<RotateRightOutlined />}
            onClick={() => setRotation((r) => (r + 90) % 360)}
            aria-label="Rotate image"
          />
        </Space>
      ) : null}
    </Space>
  );
}
