package org.pcmemu.bench;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The floor under any one-thread-per-processor emulator, without the emulator: start P virtual
 * threads, let each park once, then unpark all of them from one thread and wait until they end.
 * An emulated run at P can be no cheaper than this; compare it with {@link ScaleRun} at the
 * same P and heap settings.
 *
 * <p>With {@code --memory}, it also measures the heap that the parked threads hold: the live heap
 * after a full collection while all P are parked, less the live heap before they were created,
 * per thread. That is the memory floor of a parked virtual thread on this JDK (its stack chunk
 * holds only the frames of {@code run} and {@code park}), against which the emulator's bytes per
 * processor compare.
 *
 * <p>With {@code --one-loop}, the threads run on a scheduler of their own instead of the JDK's:
 * an executor whose tasks the main thread runs in a loop, one at a time (the JDK's constructor
 * for that is not public: run with {@code --add-opens java.base/java.lang=ALL-UNNAMED}). That is
 * the cheapest park and unpark a virtual thread can have, with no second core.
 *
 * <p>With {@code --from-virtual}, the thread that starts, waits for and unparks the P threads is
 * itself a virtual thread, as an emulator's are: its unparks then go to its carrier's own queue
 * instead of the scheduler's queue for outside submissions (at P = 10^6 in a cold JVM, the unparks
 * from a platform thread take 5 s: the command below without {@code --from-virtual}), and one
 * virtual thread is ended before the first repetition, as the emulator does before its first run.
 *
 * <p>How to run: {@code java -Xmx20g -cp bench/target/benchmarks.jar org.pcmemu.bench.VirtualThreadFloor 1000000 3 [--memory] [--one-loop | --from-virtual]}
 */
public final class VirtualThreadFloor {
    private VirtualThreadFloor() {
    }

    public static void main(String[] args) throws InterruptedException {
        int p;
        int reps;
        try {
            if (args.length < 1) {
                throw new IllegalArgumentException("P is missing");
            }
            p = ScaleArguments.parseInt("P", args[0]);
            reps = args.length > 1 && !args[1].startsWith("--") ? ScaleArguments.parseInt("repetitions", args[1]) : 3;
            if (p < 1 || reps < 1) {
                throw new IllegalArgumentException("P and repetitions must be at least 1, got " + p + " and " + reps);
            }
            for (int i = args.length > 1 && !args[1].startsWith("--") ? 2 : 1; i < args.length; i++) {
                if (!List.of("--memory", "--one-loop", "--from-virtual").contains(args[i])) {
                    throw new IllegalArgumentException("unknown argument '" + args[i] + "'");
                }
            }
        } catch (IllegalArgumentException e) {
            ScaleArguments.refuse("VirtualThreadFloor", e.getMessage(),
                    "usage: VirtualThreadFloor P [repetitions] [--memory] [--one-loop | --from-virtual]");
            return;
        }
        boolean memory = List.of(args).contains("--memory");
        ArrayDeque<Runnable> loop = List.of(args).contains("--one-loop") ? new ArrayDeque<>() : null;
        Thread.Builder builder = Thread.ofVirtual();
        if (loop != null) {
            try {
                Constructor<?> own = Class.forName("java.lang.ThreadBuilders$VirtualThreadBuilder")
                        .getDeclaredConstructor(Executor.class);
                own.setAccessible(true);
                builder = (Thread.Builder) own.newInstance((Executor) loop::add);
            } catch (ReflectiveOperationException | RuntimeException e) {
                System.err.println("VirtualThreadFloor: --one-loop needs --add-opens java.base/java.lang=ALL-UNNAMED (" + e + ")");
                System.exit(2);
            }
        }
        boolean fromVirtual = loop == null && List.of(args).contains("--from-virtual");
        if (fromVirtual) {
            // As the emulator does before its first run (RunLauncher): one virtual thread ended
            // loads the class on the path where they end, so C2 compiles no trap there that every
            // thread parked at the time would hit once when it ends.
            Thread.ofVirtual().start(Thread::onSpinWait).join();
        }
        for (int r = 1; r <= reps; r++) {
            if (fromVirtual) {
                int rep = r;
                Thread.Builder threads = builder;
                Thread driver = Thread.ofVirtual().start(() -> {
                    try {
                        once(p, rep, memory, threads, null);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
                driver.join();
            } else {
                once(p, r, memory, builder, loop);
            }
        }
    }

    /* Runs the loop's tasks until none is left (--one-loop), or waits until all P have parked. */
    private static void settle(ArrayDeque<Runnable> loop, AtomicInteger parked, int p) {
        if (loop == null) {
            while (parked.get() < p) {
                LockSupport.park(); // the thread that parks last unparks this one: no core spent waiting
            }
            return;
        }
        for (Runnable task = loop.poll(); task != null; task = loop.poll()) {
            task.run();
        }
    }

    /* Live heap after a full collection (System.gc() is a full collection under G1 unless disabled). */
    private static long liveHeap() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static void once(int p, int rep, boolean memory, Thread.Builder builder, ArrayDeque<Runnable> loop)
            throws InterruptedException {
        long before = memory ? liveHeap() : 0;
        Thread[] threads = new Thread[p];
        AtomicInteger parked = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(p);
        Thread main = Thread.currentThread();
        for (int i = 0; i < p; i++) {
            threads[i] = builder.unstarted(() -> {
                if (parked.incrementAndGet() == p && loop == null) {
                    LockSupport.unpark(main);
                }
                LockSupport.park(); // may return spuriously; harmless for a timing floor
                done.countDown();
            });
        }
        long t0 = System.nanoTime();
        for (Thread t : threads) {
            t.start();
        }
        settle(loop, parked, p);
        long t1 = System.nanoTime();
        if (memory) {
            System.out.printf("repetition %d, P = %d: %.0f bytes of live heap per parked virtual thread%n",
                    rep, p, (liveHeap() - before) / (double) p);
            t1 = System.nanoTime();
        }
        for (Thread t : threads) {
            LockSupport.unpark(t);
        }
        settle(loop, parked, p);
        done.await();
        long t2 = System.nanoTime();
        System.out.printf("repetition %d, P = %d: start and park %.0f ms, unpark and end %.0f ms, total %.0f ms%n",
                rep, p, (t1 - t0) / 1e6, (t2 - t1) / 1e6, (t2 - t0) / 1e6);
    }
}
