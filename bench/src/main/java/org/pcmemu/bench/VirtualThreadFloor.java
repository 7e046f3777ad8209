package org.pcmemu.bench;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The floor under any one-thread-per-processor emulator, without the emulator: start P virtual
 * threads, let each park once, then unpark all of them from one thread and wait until they end.
 * An emulated run at P can be no cheaper than this; compare it with {@link ScaleRun} at the
 * same P and heap settings.
 *
 * <p>How to run: {@code java -Xmx20g -cp bench/target/benchmarks.jar org.pcmemu.bench.VirtualThreadFloor 1000000 3}
 */
public final class VirtualThreadFloor {
    private VirtualThreadFloor() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 1) {
            System.err.println("usage: VirtualThreadFloor P [repetitions]");
            System.exit(2);
        }
        int p = Integer.parseInt(args[0]);
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        for (int r = 1; r <= reps; r++) {
            once(p, r);
        }
    }

    private static void once(int p, int rep) throws InterruptedException {
        Thread[] threads = new Thread[p];
        AtomicInteger parked = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(p);
        for (int i = 0; i < p; i++) {
            threads[i] = Thread.ofVirtual().unstarted(() -> {
                parked.incrementAndGet();
                LockSupport.park(); // may return spuriously; harmless for a timing floor
                done.countDown();
            });
        }
        long t0 = System.nanoTime();
        for (Thread t : threads) {
            t.start();
        }
        while (parked.get() < p) {
            Thread.onSpinWait();
        }
        long t1 = System.nanoTime();
        for (Thread t : threads) {
            LockSupport.unpark(t);
        }
        done.await();
        long t2 = System.nanoTime();
        System.out.printf("repetition %d, P = %d: start and park %.0f ms, unpark and end %.0f ms, total %.0f ms%n",
                rep, p, (t1 - t0) / 1e6, (t2 - t1) / 1e6, (t2 - t0) / 1e6);
    }
}
