package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.Step;
import org.pcmemu.emulator.Partition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.run.RunLauncher;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.trace.TraceBuffer;

/**
 * Runs one program on p virtual processors, one thread each, in lock-step steps on a machine
 * that may partition itself into sub-machines of consecutive processors (H-PRAM, D-BSP: Juurlink
 * et al. 2003, §2); BSP is the machine that never partitions, each step a superstep. Returns what
 * was measured: every step of every sub-machine with its price under the model's
 * {@link StepRule}, and every partition with its cost, the largest cost of a part.
 *
 * <p>Rules the engine enforces: a step of a sub-machine ends when all its live members have ended
 * it (a member whose program or part returned counts as arrived); a message stays inside the
 * sender's current sub-machine and is readable in the receiver's next step, never earlier; a
 * partition is a collective call of all members and runs the parts independently, each on its own
 * clock starting at the parent's; the parent's clock after the merge is the largest part clock.
 * Model-time results, failures included, depend on the program only, never on thread scheduling
 * (see {@link SubMachine} for the barrier, {@link BarrierProcessor} for delivery).
 */
public final class BarrierEngine {
    private BarrierEngine() {
    }

    /** Runs {@code program} on every processor; called from any thread, which waits for the end. */
    public static BarrierRunResult run(int processorCount, StepRule rule, RunOptions options, BarrierProgram program) {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(program, "program");
        if (processorCount < 1) {
            throw new InvalidParameterException("p must be at least 1, got " + processorCount);
        }
        BarrierMachine machine = new BarrierMachine(processorCount, rule, options.trace(), options.jitterSeed(), program);
        long wall = RunLauncher.launch(machine, options);
        return result(options, machine, wall);
    }

    private static BarrierRunResult result(RunOptions options, BarrierMachine machine, long wall) {
        List<Step> steps = new ArrayList<>();
        List<Partition> partitions = new ArrayList<>();
        collect(machine.root(), steps, partitions);
        long messages = 0;
        long words = 0;
        for (Step s : steps) {
            messages += s.messages();
            words += s.words();
        }
        int count = machine.processorCount();
        long undelivered = 0;
        long[] finish = new long[count];
        TraceBuffer[] buffers = options.trace() ? new TraceBuffer[count] : null;
        for (int i = 0; i < count; i++) {
            BarrierProcessor p = machine.processor(i);
            undelivered += p.undelivered(p.subMachine(), p.step());
            finish[i] = p.finishTime();
            if (buffers != null) {
                buffers[i] = p.trace;
            }
        }
        Trace trace = buffers == null ? null : Trace.of(Trace.Shape.STEPS, buffers);
        return new BarrierRunResult(options.threadMode(), options.jitterSeed(), machine.root().elapsed(), finish, steps, partitions,
                messages, words, undelivered, wall, trace);
    }

    /*
     * Adds root's steps and partitions, and those of its parts, in time order; a partition comes
     * before its parts' steps. After the run. Iterative: a chain of partitions may be p deep.
     */
    private static void collect(SubMachine root, List<Step> stepsOut, List<Partition> partitionsOut) {
        // A stack of (sub-machine, index of its next event), not of iterators: a run may have
        // millions of sub-machines.
        SubMachine[] owners = new SubMachine[16];
        int[] next = new int[16];
        int top = 0;
        owners[0] = root;
        while (top >= 0) {
            SubMachine owner = owners[top];
            List<Object> events = owner.history();
            if (events == null || next[top] == events.size()) {
                owners[top--] = null;
                continue;
            }
            Object event = events.get(next[top]++);
            if (event instanceof Step s) {
                stepsOut.add(s);
            } else if (event instanceof OpenPartition p) {
                partitionsOut.add(new Partition(owner.first(), owner.size(), owner.depth(), p.partCount(),
                        p.start(), p.cost()));
                int parts = p.partCount();
                if (top + parts >= owners.length) {
                    int length = Math.max(owners.length * 2, top + parts + 1);
                    owners = Arrays.copyOf(owners, length);
                    next = Arrays.copyOf(next, length);
                }
                for (int i = parts - 1; i >= 0; i--) { // pushed in reverse: part 0 is visited first
                    owners[++top] = p.part(i);
                    next[top] = 0;
                }
            }
        }
    }
}
