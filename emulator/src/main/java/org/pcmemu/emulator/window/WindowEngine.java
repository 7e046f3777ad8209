package org.pcmemu.emulator.window;

import org.pcmemu.emulator.WindowRunResult;

import java.lang.invoke.MethodHandles;
import java.util.Objects;
import java.util.function.IntPredicate;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.run.Chunks;
import org.pcmemu.emulator.run.RunLauncher;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.trace.TraceBuffer;

/**
 * Runs one program on P virtual processors, one thread each, under the lookahead-window
 * synchronizer ({@link WindowSynchronizer}), and returns what was measured.
 *
 * <p>The lookahead is the model's guarantee that a message posted by a processor whose clock is
 * c arrives no earlier than c + lookahead (LogP: o + L). It must be at least one cycle.
 */
public final class WindowEngine {
    /** The most threads that may decide send requests under a capacity rule ({@link RequestDecider}). */
    public static final int MAX_DECIDERS = 64;

    private WindowEngine() {
    }

    /** Runs {@code program} on every processor; called from any thread, which waits for the end. */
    public static WindowRunResult run(int processorCount, long lookahead, RunOptions options, WindowProgram program) {
        return run(processorCount, lookahead, null, options, program);
    }

    /**
     * Runs {@code program} under {@code capacity} (null: no limit), whose processors send with
     * {@link WindowProcessor#deferSend}; a message then needs at least overhead + latency >=
     * lookahead cycles.
     */
    public static WindowRunResult run(int processorCount, long lookahead, CapacityRule capacity, RunOptions options,
                                      WindowProgram program) {
        return run(processorCount, lookahead, capacity, 1, RequestDecider.ENGAGE_DEFAULT, options, program,
                false, null);
    }

    /**
     * {@link #run(int, long, CapacityRule, RunOptions, WindowProgram)}, with {@code deciders} threads
     * deciding the send requests under {@code capacity} (1 to {@link #MAX_DECIDERS}; at most the
     * available processors are used; the results are the same), for a program in which
     * every processor {@code receivesFirst} accepts begins with {@link WindowProcessor#next()}:
     * nothing else first, not even moving its clock. Such a processor's thread is started only
     * when its first message can be taken, so it never waits parked; the run is the same. A
     * processor that does anything else first (even if the program catches what that throws),
     * throws or returns without receiving, fails the run. One that no message reaches is started
     * when the run would otherwise end in a deadlock: it waits (the same deadlock), or it breaks
     * its promise and fails the run. The predicate is called once per processor. If it accepts
     * every processor, the run starts them all at once (it is a deadlock unless one breaks its
     * promise).
     */
    public static WindowRunResult run(int processorCount, long lookahead, CapacityRule capacity, int deciders,
                                      RunOptions options, WindowProgram program, IntPredicate receivesFirst) {
        return run(processorCount, lookahead, capacity, deciderThreads(deciders), RequestDecider.ENGAGE_DEFAULT,
                options, program, false, receivesFirst);
    }

    /*
     * The threads that decide send requests under a capacity rule (RequestDecider): as many as the
     * model layer asks (LogP.Hints.deciders), 1 to MAX_DECIDERS and at most the available
     * processors. The results do not depend on it. On the 2-core machine of bench/README.md a
     * second thread decides faster but the exchange as a whole runs about 10 % slower (its
     * receives read what both cores wrote), so more threads are an opt-in, to be measured on the
     * machine at hand.
     */
    private static int deciderThreads(int asked) {
        if (asked < 1 || asked > MAX_DECIDERS) {
            throw new InvalidParameterException("deciders must be in 1.." + MAX_DECIDERS + ", got " + asked);
        }
        return Math.min(asked, Runtime.getRuntime().availableProcessors());
    }

    /**
     * A run that is an attempt: if it fails, the caller throws it away and runs again, so its
     * parked processors may be left to the garbage collector instead of being woken to unwind
     * (see {@link RunLauncher#launch(org.pcmemu.emulator.run.RunState, RunOptions, boolean)}).
     */
    public static WindowRunResult attempt(int processorCount, long lookahead, RunOptions options,
                                          WindowProgram program, IntPredicate receivesFirst) {
        return run(processorCount, lookahead, null, 1, RequestDecider.ENGAGE_DEFAULT, options, program, true,
                receivesFirst);
    }

    /* As above, with {@code deciders} threads deciding the requests, helpers engaged from {@code engageAt} waiting. */
    static WindowRunResult run(int processorCount, long lookahead, CapacityRule capacity, int deciders, int engageAt,
                               RunOptions options, WindowProgram program) {
        return run(processorCount, lookahead, capacity, deciders, engageAt, options, program, false, null);
    }

    private static WindowRunResult run(int processorCount, long lookahead, CapacityRule capacity, int deciders,
                                       int engageAt, RunOptions options, WindowProgram program,
                                       boolean discardOnFailure, IntPredicate receivesFirst) {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(program, "program");
        if (processorCount < 1) {
            throw new InvalidParameterException("P must be at least 1, got " + processorCount);
        }
        if (lookahead < 1) {
            throw new InvalidParameterException("the lookahead (LogP: L + o) must be at least 1 cycle, got " + lookahead);
        }
        if (capacity != null && capacity.overhead() + capacity.latency() < lookahead) {
            throw new InvalidParameterException("a message under the capacity rule takes overhead + latency = "
                    + (capacity.overhead() + capacity.latency()) + " cycles, less than the lookahead " + lookahead);
        }
        initialize(WindowMessage.class, MessageHeap.class, InTransit.class);
        WindowSynchronizer sync = new WindowSynchronizer(processorCount, lookahead, capacity, deciders, engageAt,
                program, receivesFirst);
        boolean trace = options.trace();
        long jitterSeed = options.jitterSeed();
        boolean late = sync.startedAtOnce() != null;
        Chunks.forEach(processorCount, (chunk, from, to) -> {
            for (int i = from; i < to; i++) {
                boolean declared = sync.declared(i);
                sync.register(new WindowProcessor(i, sync, trace, jitterSeed, declared, late && declared));
            }
        });
        sync.registered();
        long wall = RunLauncher.launch(sync, options, discardOnFailure);
        return result(options, sync, wall);
    }

    /*
     * Classes that the code after a processor's first wait uses. Under a capacity rule the first
     * message exists only once the synchronizer decides the first send, after C2 has compiled the
     * model's receive() in the first window; with WindowMessage not yet initialized it compiled an
     * "uninitialized" trap there, and every resuming processor hit it (80k at P = 10^5).
     */
    private static void initialize(Class<?>... classes) {
        try {
            for (Class<?> c : classes) {
                MethodHandles.lookup().ensureInitialized(c);
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static WindowRunResult result(RunOptions options, WindowSynchronizer sync, long wall) {
        int count = sync.processorCount();
        long[] finish = new long[count];
        long[] busy = new long[count];
        int chunks = Chunks.count(count);
        long[] makespans = new long[chunks];
        long[] sent = new long[chunks];
        long[] left = new long[chunks];
        TraceBuffer[] buffers = options.trace() ? new TraceBuffer[count] : null;
        Chunks.forEach(count, (chunk, from, to) -> {
            long makespan = 0;
            long messages = 0;
            long undelivered = 0;
            for (int i = from; i < to; i++) {
                WindowProcessor p = sync.processor(i);
                finish[i] = p.clock;
                busy[i] = p.busy;
                makespan = Math.max(makespan, p.clock);
                messages += p.sent;
                undelivered += p.remaining();
                if (buffers != null) {
                    buffers[i] = p.traceBuffer();
                }
            }
            makespans[chunk] = makespan;
            sent[chunk] = messages;
            left[chunk] = undelivered;
        });
        long makespan = 0;
        long messages = 0;
        long undelivered = 0;
        for (int c = 0; c < chunks; c++) {
            makespan = Math.max(makespan, makespans[c]);
            messages += sent[c];
            undelivered += left[c];
        }
        Trace trace = buffers == null ? null : Trace.of(Trace.Shape.MESSAGES, buffers);
        return new WindowRunResult(options.threadMode(), options.jitterSeed(), finish, busy, makespan, messages, undelivered, sync.windows(), wall,
                trace);
    }
}
