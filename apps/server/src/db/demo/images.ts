// Demo pictures, drawn as SVG and rasterised by sharp: soft gradients with a few shapes, different for
// every prompt and image. No text, so they look the same whatever fonts the machine has.

const WIDTH = 1200;
const HEIGHT = 675;

function svg(seed: number): string {
  const hue = (seed * 47) % 360;
  const second = (hue + 50 + (seed % 3) * 40) % 360;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 131 + i * 257) % WIDTH;
    const y = (seed * 71 + i * 149) % HEIGHT;
    const r = 60 + ((seed + i * 37) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 25) % 360} 85% 75%)" fill-opacity="0.35"/>`;
  }).join('');
  const wave = `M0 ${HEIGHT * 0.7} C ${WIDTH * 0.3} ${HEIGHT * (0.5 + (seed % 4) * 0.05)}, ${WIDTH * 0.6} ${HEIGHT * 0.95}, ${WIDTH} ${HEIGHT * 0.65} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${second} 75% 35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <path d="${wave}" fill="white" fill-opacity="0.15"/>
    <rect x="${WIDTH * 0.18}" y="${HEIGHT * 0.22}" width="${WIDTH * 0.64}" height="${HEIGHT * 0.5}" rx="28"
      fill="white" fill-opacity="0.12" stroke="white" stroke-opacity="0.4" stroke-width="3"/>
  </svg>`;
}

/** A 1200×675 PNG that differs for every seed. */
export async function renderDemoImage(seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg(seed)))
    .png()
    .toBuffer();
}
