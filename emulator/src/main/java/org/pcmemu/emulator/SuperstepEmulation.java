package org.pcmemu.emulator;

import java.util.Objects;

/**
 * Runs one program on p virtual processors in bulk-synchronous supersteps, one thread each, and
 * returns what was measured: per superstep the local work w, the h-relation h and the cost the
 * model's {@link SuperstepCost} assigns to them.
 *
 * <p>Rules the engine enforces (DESIGN.md, BSP): a message posted in superstep s is readable by
 * its receiver in superstep s+1 and never earlier; the barrier ending a superstep waits for every
 * processor whose program has not returned (a finished processor counts as having arrived at all
 * later barriers); h is the largest number of words one processor sent, or received, in the
 * superstep. Model-time results depend on the program only, never on thread scheduling.
 *
 * <p>Of {@link RunOptions}, the thread mode, timeout and jitter apply; {@code trace} does not:
 * the per-superstep breakdown is always recorded, and there is no per-event trace yet.
 */
public final class SuperstepEmulation {
    private SuperstepEmulation() {
    }

    public static SuperstepRunResult run(int processorCount, SuperstepCost price, RunOptions options,
                                         SuperstepProgram program) {
        Objects.requireNonNull(price, "price");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(program, "program");
        if (processorCount < 1) {
            throw new InvalidParameterException("p must be at least 1, got " + processorCount);
        }
        SuperstepMachine machine = new SuperstepMachine(processorCount, price, options.jitterSeed());
        long start = System.nanoTime();
        new ThreadTree(processorCount, options.threadMode(), (i, t) -> machine.processor(i).thread = t,
                i -> body(machine, machine.processor(i), program),
                t -> machine.failRun(new EmulationException("cannot start a processor thread: " + t, t))).start();
        long wall = RunControl.awaitEnd(machine, options, start, () -> timeoutMessage(options, machine));
        return result(options, machine, wall);
    }

    private static void body(SuperstepMachine machine, SuperstepProcessor p, SuperstepProgram program) {
        try {
            program.run(p);
            p.finish();
        } catch (SuperstepAborted aborted) {
            // the run already failed elsewhere; unwind quietly
        } catch (Throwable t) {
            machine.fail(p, t);
        }
    }

    private static SuperstepRunResult result(RunOptions options, SuperstepMachine machine, long wall) {
        SuperstepBarrier barrier = machine.barrier();
        long undelivered = 0;
        for (int i = 0; i < machine.processorCount(); i++) {
            undelivered += machine.processor(i).undelivered();
        }
        return new SuperstepRunResult(options.threadMode(), machine.processorCount(), barrier.supersteps(),
                barrier.elapsed(), barrier.messages(), barrier.words(), undelivered, wall);
    }

    /* Best-effort snapshot for the message: the threads are still running. */
    private static String timeoutMessage(RunOptions options, SuperstepMachine machine) {
        StringBuilder sb = new StringBuilder("wall-clock timeout after ")
                .append(options.timeout().toMillis()).append(" ms; unfinished processors (id@superstep): ");
        int named = 0;
        int unfinished = 0;
        for (int i = 0; i < machine.processorCount(); i++) {
            SuperstepProcessor p = machine.processor(i);
            if (!p.finished) {
                unfinished++;
                if (named < 20) {
                    sb.append(named++ == 0 ? "" : ", ").append(p.id).append('@').append(p.superstep);
                }
            }
        }
        if (unfinished > named) {
            sb.append(", ... ").append(unfinished - named).append(" more");
        }
        return sb.toString();
    }
}
