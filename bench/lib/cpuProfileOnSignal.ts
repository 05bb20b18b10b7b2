/**
 * Loaded into the benched server by `npm run bench -- --cpu-profile DIR` (node --import): the
 * first SIGUSR2 starts V8's CPU profiler, the next one stops it and writes the profile to
 * `$MOVEDAY_CPU_PROFILE_DIR/<n>.cpuprofile` (n = 1, 2, ...), by rename, so a reader never sees
 * half a file. So only the measured run is profiled, not the start-up, the migrations or the
 * warm-up that `node --cpu-prof` would mix in.
 */
import { rename, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

const dir = process.env.MOVEDAY_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let profiling = false;
  let written = 0;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!profiling) {
        profiling = true;
        await session.post('Profiler.enable');
        // 0.1 ms: a health check takes about 0.3 ms of CPU, so the default 1 ms would miss most steps.
        await session.post('Profiler.setSamplingInterval', { interval: 100 });
        await session.post('Profiler.start');
        return;
      }
      profiling = false;
      const { profile } = await session.post('Profiler.stop');
      const file = join(dir, `${++written}.cpuprofile`);
      await writeFile(`${file}.partial`, JSON.stringify(profile));
      await rename(`${file}.partial`, file);
    })();
  });
}
