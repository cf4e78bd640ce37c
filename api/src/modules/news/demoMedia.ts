import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db';
import type { FileStorage } from '../../storage';
import { NEWS_UPLOAD_FOLDER } from './uploads';
import './tables';

const DEMO_VIDEO_FILE = 'demo-vr-arena-tour.mp4';
/** Where the seeded video item's video is served (a 3-second, 14 KB H.264 clip made with ffmpeg's test source). */
export const DEMO_VIDEO_URL = `/uploads/${NEWS_UPLOAD_FOLDER}/${DEMO_VIDEO_FILE}`;
const SOURCE = path.join(import.meta.dirname, 'demo', 'vr-arena-tour.mp4');

/**
 * Puts the demo video where the seeded item points, when that item exists and the file is not there yet (a new
 * data folder, or a database seeded before files lived in it). The seed runs before the app's storage exists, so
 * this runs at start-up rather than in the seed; two instances starting at once store it once.
 */
export async function provideDemoMedia(db: Db, storage: FileStorage): Promise<void> {
  const used = await db.selectFrom('latest_news').select('id').where('video_url', '=', DEMO_VIDEO_URL).limit(1).executeTakeFirst();
  if (!used) return;
  await storage.saveAs(DEMO_VIDEO_URL, createReadStream(SOURCE));
}
