/**
 * A number in [0, 1) that depends only on the text: FNV-1a's 32-bit hash with a final mix. The demo homes draw every
 * chance from it (the weather's fronts, a missing read, a night the car is not charged), so a day's readings are the
 * same whenever and wherever they are worked out.
 */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  // A last avalanche (from murmur3's finaliser), so texts that differ in their last character differ everywhere.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x1_0000_0000;
}
