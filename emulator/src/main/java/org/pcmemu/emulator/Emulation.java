package org.pcmemu.emulator;

/**
 * Runs one program on P virtual processors, one thread each, under the lookahead-window
 * synchronizer, and returns what was measured.
 *
 * <p>The lookahead is the model's guarantee that a message posted by a processor whose clock is
 * c arrives no earlier than c + lookahead (LogP: o + L). It must be at least one cycle.
 */
public final class Emulation {
    private Emulation() {
    }

    public static RunResult run(int processorCount, long lookahead, RunOptions options, ProcessorProgram program) {
        if (processorCount < 1) {
            throw new InvalidParameterException("P must be at least 1, got " + processorCount);
        }
        if (lookahead < 1) {
            throw new InvalidParameterException("the lookahead (LogP: L + o) must be at least 1 cycle, got " + lookahead);
        }
        WindowSynchronizer sync = new WindowSynchronizer(processorCount, lookahead);
        Processor[] procs = new Processor[processorCount];
        for (int i = 0; i < processorCount; i++) {
            procs[i] = new Processor(i, sync, options.trace(), options.jitterSeed());
            sync.register(procs[i]);
        }
        long start = System.nanoTime();
        new ThreadTree(processorCount, options.threadMode(), (i, t) -> procs[i].thread = t,
                i -> body(sync, procs[i], program), sync::failToStart).start();
        long wall = RunControl.awaitEnd(sync, options, start, () -> timeoutMessage(options, procs));
        return result(options, procs, sync, wall);
    }

    /*
     * Threads start one another in an implicit binary tree (processor i starts 2i+1 and 2i+2
     * before running its program), so creating and starting P threads is spread over the
     * carriers instead of serialized on the caller. A thread that cannot be started (platform
     * threads can run out) fails the whole run.
     */
    private record Launch(WindowSynchronizer sync, Processor[] procs, ProcessorProgram program, ThreadMode mode) {
        void start(int i) {
            Thread.Builder builder = mode == ThreadMode.VIRTUAL
                    ? Thread.ofVirtual()
                    : Thread.ofPlatform().daemon(true).stackSize(256 * 1024);
            Processor p = procs[i];
            p.thread = builder.unstarted(() -> run(i));
            p.thread.start();
        }

        private void run(int i) {
            try {
                for (int child = 2 * i + 1; child <= 2 * i + 2 && child < procs.length; child++) {
                    start(child);
                }
            } catch (Throwable t) {
                sync.failToStart(t);
                return;
            }
            body(sync, procs[i], program);
        }
    }

    private static void body(WindowSynchronizer sync, Processor p, ProcessorProgram program) {
        try {
            program.run(p);
            sync.finish(p);
        } catch (WindowSynchronizer.RunAborted aborted) {
            // the run already failed elsewhere; unwind quietly
        } catch (Throwable t) {
            sync.fail(p, t);
        }
    }

    private static RunResult result(RunOptions options, Processor[] procs, WindowSynchronizer sync, long wall) {
        long[] finish = new long[procs.length];
        long makespan = 0;
        long messages = 0;
        long undelivered = 0;
        TraceBuffer[] buffers = options.trace() ? new TraceBuffer[procs.length] : null;
        for (Processor p : procs) {
            finish[p.id] = p.clock;
            makespan = Math.max(makespan, p.clock);
            messages += p.sent;
            undelivered += p.mailbox.remaining();
            if (buffers != null) {
                buffers[p.id] = p.traceBuffer();
            }
        }
        Trace trace = buffers == null ? null : new Trace(buffers);
        return new RunResult(options.threadMode(), finish, makespan, messages, undelivered, sync.windows(), wall, trace);
    }

    /* Best-effort snapshot for the message: the threads are still running. */
    private static String timeoutMessage(RunOptions options, Processor[] procs) {
        StringBuilder sb = new StringBuilder("wall-clock timeout after ")
                .append(options.timeout()).append("; unfinished processors (id@clock): ");
        int named = 0;
        int unfinished = 0;
        for (Processor p : procs) {
            if (!p.finished) {
                unfinished++;
                if (named < 20) {
                    sb.append(named++ == 0 ? "" : ", ").append(p.id).append('@').append(p.clock);
                }
            }
        }
        if (unfinished > named) {
            sb.append(", ... ").append(unfinished - named).append(" more");
        }
        return sb.toString();
    }
}
