// A real S3-compatible server for tests: the npm package s3rver on a free loopback port, its
// objects in a temporary folder, with one bucket made. Its default keys are S3RVER / S3RVER.
import S3rver from 's3rver';
import type { S3StoreConfig } from '../../../server/verification/index';
import { makeTempDir } from '../testServer';

export interface RunningS3 {
  endpoint: string;
  config: S3StoreConfig;
  close(): Promise<void>;
}

export async function startS3(bucket = 'documents-test'): Promise<RunningS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: makeTempDir('s3rver'),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: {
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}
