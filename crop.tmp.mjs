import sharp from "sharp";
const [src, dst, top, height] = process.argv.slice(2);
const meta = await sharp(src).metadata();
const t = top === "end" ? Math.max(0, meta.height - Number(height)) : Number(top);
await sharp(src).extract({ left: 0, top: t, width: meta.width, height: Math.min(Number(height), meta.height - t) }).toFile(dst);
console.log(meta.width, meta.height);
