// The recording of an answered call: a few seconds of generated tone and noise as an 8 kHz WAV, kept in the file storage.
import type { FastifyInstance } from 'fastify';

const RATE = 8000;

/** A small mono 8-bit PCM WAV: a tone whose pitch follows the call id, under light noise, fading in and out. */
export function recordingWav(callId: string, seconds = 3): Buffer {
  let hash = 0;
  for (const c of callId) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const freq = 300 + (hash % 500);
  const samples = RATE * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  let noise = hash || 1;
  for (let i = 0; i < samples; i++) {
    noise = (noise * 1103515245 + 12345) >>> 0;
    const envelope = Math.min(1, i / 800, (samples - i) / 800);
    const value = 0.5 * Math.sin((2 * Math.PI * freq * i) / RATE) + 0.08 * ((noise >>> 16) / 32768 - 1);
    wav[44 + i] = Math.round(128 + 100 * envelope * value);
  }
  return wav;
}

/** Stores the call's recording like any upload (云存储 backend, upload_file row); answers the file id. */
export async function storeRecording(app: FastifyInstance, callId: string, agentId: number | null, at: Date): Promise<number> {
  const data = recordingWav(callId);
  const placed = await app.storage.put('wav', data, 'audio/wav');
  const row = await app.db.insertInto('upload_file').values({
    name: `录音_${callId}.wav`, size: data.length, data: null, uploaded_by: agentId, storage: placed.storage, bucket: placed.bucket,
    object_key: placed.key, file_name: placed.key.split('/').pop()!, extension: 'wav', content_type: 'audio/wav', created_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
