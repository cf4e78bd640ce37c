import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db';
import { NEWS_UPLOAD_FOLDER } from './uploads';
import './tables';

const DEMO_VIDEO_FILE = 'demo-vr-arena-tour.mp4';
/** Where the seeded video item's video is served (a 3-second, 14 KB H.264 clip made with ffmpeg's test source). */
export const DEMO_VIDEO_URL = `/uploads/${NEWS_UPLOAD_FOLDER}/${DEMO_VIDEO_FILE}`;
const SOURCE = path.join(import.meta.dirname, 'demo', 'vr-arena-tour.mp4');

/**
 * Puts the demo video where the seeded item points, when that item exists and the file is not there yet (a new
 * data folder, or a PostgreSQL database seeded by another machine). Uploads live on disk, the seed only in the
 * database, so this runs at start-up rather than in the seed.
 */
export async function provideDemoMedia(db: Db, uploadsDir: string): Promise<void> {
  const used = await db.selectFrom('latest_news').select('id').where('video_url', '=', DEMO_VIDEO_URL).limit(1).executeTakeFirst();
  if (!used) return;
  const folder = path.join(uploadsDir, NEWS_UPLOAD_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  try {
    await fs.copyFile(SOURCE, path.join(folder, DEMO_VIDEO_FILE), fs.constants.COPYFILE_EXCL);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
}
