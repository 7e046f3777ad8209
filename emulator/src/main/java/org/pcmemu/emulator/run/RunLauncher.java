package org.pcmemu.emulator.run;

import java.time.Duration;
import java.util.function.Consumer;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.OutOfMemoryException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.WallClockTimeoutException;

/**
 * The one launch skeleton of every engine: start one thread per processor in a {@link ThreadTree},
 * arm the wall-clock timeout at once, wait for the end, and name the failure. What an engine does
 * on each thread comes from its {@link RunState} hooks.
 */
public final class RunLauncher {
    private static final int NAMED = 20;
    /** How often the caller looks for a run out of memory while it waits. */
    private static final long POLL_NANOS = 100_000_000L;
    private static volatile Consumer<String> progressSink;
    private static volatile long progressNanos; // the first progress line after this long, then one per interval

    private RunLauncher() {
    }

    /**
     * Where to send a progress line ("pcmemu: running for 10 s: model time ..., windows ...")
     * every {@code every} of a run that lasts longer than that; a null sink (the default) for
     * none. The command line sends one to stderr every 5 s.
     */
    public static void reportProgress(Consumer<String> sink, Duration every) {
        progressNanos = every.toNanos();
        progressSink = sink;
    }

    /* Whether the JDK keeps no reference to a virtual thread started directly (RunState.discard). */
    private static final boolean UNTRACKED = "false".equals(System.getProperty("jdk.trackAllThreads"));

    /**
     * Runs every processor of {@code state} to the end under {@code options}, from the caller's
     * thread; returns the wall time in nanoseconds, or throws the run's failure, a
     * {@link WallClockTimeoutException} (its message taken before the processors are stopped) or
     * an {@link EmulationException} if the caller was interrupted, or {@link OutOfMemoryException}
     * when the run ran out of heap ({@link MemoryGuard}): within about a second of an
     * {@link OutOfMemoryError} on any of its threads, whatever state the threads were left in.
     */
    public static long launch(RunState state, RunOptions options) {
        return launch(state, options, false);
    }

    /**
     * {@link #launch(RunState, RunOptions)}; with {@code discardOnFailure}, a failed run (not one
     * timed out or interrupted) is an attempt that the caller throws away, and if its processors
     * are virtual threads that the JDK does not track, it ends by {@link RunState#discard} instead
     * of {@link RunState#abort}: its parked processors are left to the garbage collector.
     */
    public static long launch(RunState state, RunOptions options, boolean discardOnFailure) {
        if (options.threadMode() == ThreadMode.VIRTUAL && !virtualThreadEnded) {
            endOneVirtualThread();
        }
        // The same for a class that the code after a processor's first wait uses: the models
        // record trace events there (LogP's receive), and under the capacity rule no send has
        // used EventKind yet when C2 compiles receive() in the first window, so it compiled an
        // "uninitialized" trap that every resuming processor hit (51k at P = 10^5).
        EventKind.values();
        long start = System.nanoTime();
        MemoryGuard.reset();
        MemoryGuard.Sampler memory = new MemoryGuard.Sampler();
        int[] atOnce = state.startedAtOnce();
        if (options.threadMode() == ThreadMode.PLATFORM) {
            ThreadRoom.require(atOnce == null ? state.processorCount() : atOnce.length);
        }
        state.launchedWith(options.threadMode());
        new ThreadTree(atOnce == null ? state.processorCount() : atOnce.length, atOnce, options.threadMode(),
                state::setThread, i -> body(state, i), t -> state.failRun(cannotStart(t))).start();
        boolean completed;
        try {
            completed = await(state, options.timeoutNanos(), start, memory);
        } catch (InterruptedException e) {
            state.abort();
            Thread.currentThread().interrupt();
            throw new EmulationException("interrupted while waiting for the run", e);
        }
        long wall = System.nanoTime() - start;
        if (!completed) {
            String message = timeoutMessage(state, options);
            state.abort();
            throw new WallClockTimeoutException(message);
        }
        EmulationException failure = state.failure();
        if (failure != null) {
            if (discardOnFailure && options.threadMode() == ThreadMode.VIRTUAL && UNTRACKED) {
                state.discard();
            } else {
                state.abort();
            }
            throw failure;
        }
        return wall;
    }

    /*
     * Waits for the end of the run in slices, so that a run out of memory ends within a slice
     * even when the threads that should end it died: returns false on timeout.
     */
    private static boolean await(RunState state, long timeoutNanos, long start, MemoryGuard.Sampler memory)
            throws InterruptedException {
        long every = progressNanos;
        long nextProgress = every;
        while (true) {
            long left = timeoutNanos - (System.nanoTime() - start);
            if (left <= 0) {
                return false;
            }
            if (state.awaitDone(Math.min(left, POLL_NANOS))) {
                return true;
            }
            long running = System.nanoTime() - start;
            Consumer<String> sink = progressSink;
            if (sink != null && running >= nextProgress) {
                sink.accept("pcmemu: running for " + running / 1_000_000_000L + " s: " + state.progress());
                nextProgress += every;
            }
            if (memory.exhausted()) {
                state.failRun(outOfMemory());
                return true;
            }
        }
    }

    /**
     * Runs a piece of the engine's own work (not a program) on a new virtual thread, so that
     * independent work found by one processor's thread runs on the other cores too. An error in it
     * ends the run: out of memory as everywhere else, any other as an emulator failure.
     */
    public static void fork(RunState state, Runnable work) {
        Thread.ofVirtual().start(() -> {
            try {
                work.run();
            } catch (RuntimeException | Error e) {
                failEngine(state, e);
            }
        });
    }

    /**
     * Ends the run after the engine's own work (not a program) threw {@code e}: out of memory as
     * everywhere else, any other as an emulator failure.
     */
    public static void failEngine(RunState state, Throwable e) {
        if (e instanceof OutOfMemoryError) {
            state.failRun(outOfMemory());
        } else {
            state.failRun(new EmulationException("the emulator failed: " + e, e));
        }
    }

    /*
     * Why a processor's thread could not be started, as the run's failure. The JVM reports the
     * operating system's refusal of another thread as an OutOfMemoryError too ("unable to create
     * native thread"), though the heap may be nearly empty: that one names the thread limit.
     */
    static EmulationException cannotStart(Throwable t) {
        if (isThreadLimit(t)) {
            return new EmulationException("cannot start another processor thread: the operating system refused a"
                    + " new thread (its limit of threads per user, ulimit -u, or of the machine or container), not"
                    + " the heap; use --threads virtual, or fewer processors");
        }
        return t instanceof OutOfMemoryError ? outOfMemory()
                : new EmulationException("cannot start a processor thread: " + t, t);
    }

    /**
     * Whether {@code t} is the JVM's report that the operating system refused a new thread, an
     * {@link OutOfMemoryError} that says nothing about the heap.
     *
     * @param t  a throwable
     * @return whether it is that refusal
     */
    public static boolean isThreadLimit(Throwable t) {
        return t instanceof OutOfMemoryError && t.getMessage() != null
                && t.getMessage().contains("unable to create native thread");
    }

    /* Allocation-free: the heap may be full. */
    private static OutOfMemoryException outOfMemory() {
        MemoryGuard.noteOutOfMemory();
        return OutOfMemoryException.INSTANCE;
    }

    /*
     * RunAborted: the run already ended elsewhere (or ends with this step); unwind quietly. An
     * OutOfMemoryError anywhere (the program, or the engine's own work when the program returns
     * or fails) ends the run with the shared OutOfMemoryException: reporting it as a processor
     * failure would allocate.
     */
    static void body(RunState state, int id) {
        Throwable thrown = null;
        try {
            state.runProgram(id);
        } catch (RunAborted aborted) {
            return;
        } catch (OutOfMemoryError e) {
            state.failRun(outOfMemory());
            return;
        } catch (Throwable t) {
            thrown = t;
        }
        try {
            if (thrown == null) {
                state.programReturned(id);
            } else {
                state.programFailed(id, thrown);
            }
        } catch (RunAborted aborted) {
            // see above
        } catch (OutOfMemoryError e) {
            state.failRun(outOfMemory());
        }
    }

    /* Best-effort snapshot: the threads are still running. */
    private static String timeoutMessage(RunState state, RunOptions options) {
        StringBuilder sb = new StringBuilder("wall-clock timeout after ").append(options.timeoutText())
                .append("; unfinished processors (").append(state.positionLegend()).append("): ");
        int named = 0;
        int unfinished = 0;
        for (int i = 0; i < state.processorCount(); i++) {
            if (!state.finished(i)) {
                unfinished++;
                if (named < NAMED) {
                    sb.append(named++ == 0 ? "" : ", ").append(state.position(i));
                }
            }
        }
        if (unfinished > named) {
            sb.append(", ... ").append(unfinished - named).append(" more");
        }
        return sb.toString();
    }

    /*
     * The JDK loads a class on the path where a virtual thread ends only when the first one ends.
     * C2 compiles that path while a run's processors are still alive, so without the class it
     * compiles a trap there, and every processor ending in the compiled frame deoptimizes (72k
     * traps in a cold BSP run at p = 10^5). Ending one virtual thread first, once per JVM, loads
     * it. (Two runs starting at once may both do it; that is harmless.)
     */
    private static volatile boolean virtualThreadEnded;

    private static void endOneVirtualThread() {
        try {
            Thread.ofVirtual().start(Thread::onSpinWait).join();
            virtualThreadEnded = true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
