package org.pcmemu.bench;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The memory traffic of the all-to-all exchange, without the emulator: W platform threads create
 * P * K small messages (processor s sends to s+1 .. s+K, mod P), each pushed with a
 * compare-and-set onto its destination's intrusive stack as the window engine's mailbox does; then
 * R threads walk every destination's stack, reading two fields of each message, as a receiver
 * drains it. Each phase's wall time is timed on its own; the medians of the later rounds are
 * printed. How the two phases scale from one thread to two says what a second core can give the
 * emulated exchange, whose messages are also written by every core and then read by every core.
 *
 * <p>With {@code --fields}, a message is not an object: a sender claims a slot in its
 * destination's array with one fetch-and-add and writes the message's arrival and sender there,
 * and a reader reads each destination's array in order. That is what the messages cost when no
 * object is made per message.
 *
 * <p>How to run: {@code java -Xmx8g -Xmn6g -cp bench/target/benchmarks.jar org.pcmemu.bench.ExchangeMemoryFloor W R [--fields]}
 * (W, R: writer and reader threads, 1 or more).
 */
public final class ExchangeMemoryFloor {
    private static final int P = 1000;
    private static final int K = 999;
    private static final int ROUNDS = 40;
    private static final int MEASURED = 10;
    /* Stack tops 16 slots apart: one destination per cache line, as each processor is its own object. */
    private static final int SPREAD = 16;
    private static final VarHandle TOP = MethodHandles.arrayElementVarHandle(Message[].class);
    private static final VarHandle COUNT = MethodHandles.arrayElementVarHandle(int[].class);

    private ExchangeMemoryFloor() {
    }

    /* The window engine's message: three longs, two ints, a payload and the stack's link. */
    private static final class Message {
        final int from;
        final int to;
        final long sequence;
        final long sendStart;
        final long arrival;
        final Object payload;
        Message below;

        Message(int from, int to, long sequence) {
            this.from = from;
            this.to = to;
            this.sequence = sequence;
            this.sendStart = sequence;
            this.arrival = sequence + 8;
            this.payload = null;
        }
    }

    public static void main(String[] args) throws Exception {
        boolean fields = args.length == 3 && args[2].equals("--fields");
        int writers;
        int readers;
        try {
            if (args.length != 2 && !fields) {
                throw new IllegalArgumentException("give WRITERS and READERS, and optionally --fields");
            }
            writers = ScaleArguments.parseInt("WRITERS", args[0]);
            readers = ScaleArguments.parseInt("READERS", args[1]);
            if (writers < 1 || readers < 1) {
                throw new IllegalArgumentException("WRITERS and READERS must be at least 1");
            }
        } catch (IllegalArgumentException e) {
            ScaleArguments.refuse("ExchangeMemoryFloor", e.getMessage(), "usage: ExchangeMemoryFloor WRITERS READERS [--fields]");
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(writers, readers));
        double[] write = new double[MEASURED];
        double[] read = new double[MEASURED];
        long check = 0;
        for (int round = 0; round < ROUNDS; round++) {
            Message[] tops = new Message[P * SPREAD];
            long[][] slots = new long[P][2 * K];
            int[] counts = new int[P * SPREAD];
            long t0 = System.nanoTime();
            AtomicInteger nextSender = new AtomicInteger();
            runAll(pool, writers, fields ? () -> {
                int s;
                while ((s = nextSender.getAndIncrement()) < P) {
                    for (int k = 1; k <= K; k++) {
                        int d = (s + k) % P;
                        int at = 2 * (int) COUNT.getAndAdd(counts, d * SPREAD, 1);
                        slots[d][at] = k + 8;
                        slots[d][at + 1] = s;
                    }
                }
                return 0L;
            } : () -> {
                int s;
                while ((s = nextSender.getAndIncrement()) < P) {
                    for (int k = 1; k <= K; k++) {
                        int d = (s + k) % P;
                        Message m = new Message(s, d, k);
                        Message top;
                        do {
                            top = (Message) TOP.getVolatile(tops, d * SPREAD);
                            m.below = top;
                        } while (!TOP.compareAndSet(tops, d * SPREAD, top, m));
                    }
                }
                return 0L;
            });
            long t1 = System.nanoTime();
            AtomicInteger nextReceiver = new AtomicInteger();
            long sum = runAll(pool, readers, fields ? () -> {
                long local = 0;
                int d;
                while ((d = nextReceiver.getAndIncrement()) < P) {
                    long[] x = slots[d];
                    for (int i = 0, n = 2 * (int) COUNT.getVolatile(counts, d * SPREAD); i < n; i += 2) {
                        local += x[i] + x[i + 1];
                    }
                }
                return local;
            } : () -> {
                long local = 0;
                int d;
                while ((d = nextReceiver.getAndIncrement()) < P) {
                    for (Message m = (Message) TOP.getVolatile(tops, d * SPREAD); m != null; m = m.below) {
                        local += m.arrival + m.from;
                    }
                }
                return local;
            });
            long t2 = System.nanoTime();
            check += sum;
            if (round >= ROUNDS - MEASURED) {
                write[round - (ROUNDS - MEASURED)] = (t1 - t0) / 1e6;
                read[round - (ROUNDS - MEASURED)] = (t2 - t1) / 1e6;
            }
        }
        pool.shutdown();
        Arrays.sort(write);
        Arrays.sort(read);
        System.out.printf("%s: writers %d, readers %d, %d messages: write %.1f ms, read %.1f ms (medians of the last %d of %d rounds; checksum %d)%n",
                fields ? "fields in arrays" : "objects on stacks", writers, readers, (long) P * K, write[MEASURED / 2], read[MEASURED / 2], MEASURED, ROUNDS, check);
    }

    /* Runs task on n threads of pool at once; returns the sum of their results. */
    private static long runAll(ExecutorService pool, int n, Callable<Long> task) throws Exception {
        List<Future<Long>> running = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            running.add(pool.submit(task));
        }
        long sum = 0;
        for (Future<Long> f : running) {
            sum += f.get();
        }
        return sum;
    }
}
