package org.pcmemu.emulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Runs one program on p virtual processors in lock-step steps on a machine that partitions
 * itself into sub-machines of consecutive processors (H-PRAM, D-BSP; Juurlink et al. 2003, §2),
 * one thread each, and returns what was measured: every step of every sub-machine with its price
 * under the model's {@link SubMachineRule}, and every partition with its cost, the largest cost of
 * a part.
 *
 * <p>Rules the engine enforces: a step of a sub-machine ends when all its live members have ended
 * it (a member whose program or part returned counts as arrived); a message stays inside the
 * sender's current sub-machine and is readable in the receiver's next step, never earlier; a
 * partition is a collective call of all members and runs the parts independently, each on its own
 * clock starting at the parent's; the parent's clock after the merge is the largest part clock.
 * Model-time results depend on the program only, never on thread scheduling (see
 * {@link SubMachine} for the barrier, {@link SubMachineProcessor} for delivery).
 *
 * <p>Of {@link RunOptions}, the thread mode, timeout and jitter apply; {@code trace} does not.
 */
public final class SubMachineEmulation {
    private SubMachineEmulation() {
    }

    public static SubMachineRunResult run(int processorCount, SubMachineRule rule, RunOptions options,
                                          SubMachineProgram program) {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(program, "program");
        if (processorCount < 1) {
            throw new InvalidParameterException("p must be at least 1, got " + processorCount);
        }
        PartitionedMachine machine = new PartitionedMachine(processorCount, rule, options.jitterSeed());
        long start = System.nanoTime();
        new ThreadTree(processorCount, options.threadMode(), (i, t) -> machine.processor(i).thread = t,
                i -> body(machine, machine.processor(i), program),
                t -> machine.failRun(new EmulationException("cannot start a processor thread: " + t, t))).start();
        long wall = RunControl.awaitEnd(machine, options, start, () -> timeoutMessage(options, machine));
        return result(options, machine, wall);
    }

    private static void body(PartitionedMachine machine, SubMachineProcessor p, SubMachineProgram program) {
        try {
            program.run(p);
            p.finish();
        } catch (SuperstepAborted aborted) {
            // the run already failed elsewhere; unwind quietly
        } catch (Throwable t) {
            machine.fail(p, t);
        }
    }

    private static SubMachineRunResult result(RunOptions options, PartitionedMachine machine, long wall) {
        List<SubMachineStep> steps = new ArrayList<>();
        List<SubMachinePartition> partitions = new ArrayList<>();
        machine.root().collect(steps, partitions);
        long messages = 0;
        long words = 0;
        for (SubMachineStep s : steps) {
            messages += s.messages();
            words += s.words();
        }
        long undelivered = 0;
        for (int i = 0; i < machine.processorCount(); i++) {
            undelivered += machine.processor(i).undelivered();
        }
        return new SubMachineRunResult(options.threadMode(), machine.processorCount(), machine.root().elapsed(),
                steps, partitions, messages, words, undelivered, wall);
    }

    /* Best-effort snapshot for the message: the threads are still running. */
    private static String timeoutMessage(RunOptions options, PartitionedMachine machine) {
        StringBuilder sb = new StringBuilder("wall-clock timeout after ")
                .append(options.timeout().toMillis()).append(" ms; unfinished processors (id in sub-machine): ");
        int named = 0;
        int unfinished = 0;
        for (int i = 0; i < machine.processorCount(); i++) {
            SubMachineProcessor p = machine.processor(i);
            if (!p.finished) {
                unfinished++;
                if (named < 20) {
                    sb.append(named++ == 0 ? "" : ", ").append(p.id).append(" in ").append(p.subMachine());
                }
            }
        }
        if (unfinished > named) {
            sb.append(", ... ").append(unfinished - named).append(" more");
        }
        return sb.toString();
    }
}
