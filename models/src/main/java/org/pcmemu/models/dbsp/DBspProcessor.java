package org.pcmemu.models.dbsp;

import java.util.List;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.emulator.barrier.BarrierProcessor;

/**
 * A D-BSP processor as a program sees it: its current sub-machine, local work, sends inside the
 * sub-machine, the messages of the previous superstep, {@link #sync()} and {@link #partition}.
 *
 * <p>Note: this class is not threadsafe; only the processor's own program may call it.
 */
public final class DBspProcessor {
    private final DBsp model;
    private final BarrierProcessor core;

    DBspProcessor(DBsp model, BarrierProcessor core) {
        this.model = model;
        this.core = core;
    }

    public int id() {
        return core.id();
    }

    /** Processors of the whole machine, p. */
    public int processors() {
        return model.p();
    }

    public DBsp model() {
        return model;
    }

    /** The first processor of the current sub-machine. */
    public int first() {
        return core.subMachine().first();
    }

    /** The current sub-machine's number of processors, k. */
    public int size() {
        return core.subMachine().size();
    }

    /** This processor's position in its sub-machine, 0-based. */
    public int index() {
        return core.id() - first();
    }

    /** The current sub-machine's level: 0 for the whole machine, i after i halvings. */
    public int level() {
        return core.subMachine().depth();
    }

    /** The current superstep's index within the current sub-machine, 0-based. */
    public int superstep() {
        return core.step();
    }

    /** Model time at which the current superstep began, on the current sub-machine's clock. */
    public long time() {
        return core.time();
    }

    /** Local work of {@code w} cycles in this superstep. */
    public void compute(long w) {
        core.charge(w);
    }

    /** Sends a one-word message to processor {@code to} of the current sub-machine. */
    public void send(int to, Object payload) {
        send(to, payload, 1);
    }

    /** Sends a {@code words}-word message to another processor {@code to} of the current sub-machine. */
    public void send(int to, Object payload, long words) {
        if (to == core.id()) {
            throw new IllegalArgumentException("processor " + to + " sends to itself");
        }
        core.post(to, words, payload);
    }

    /**
     * The messages sent to this processor in the previous superstep (of this sub-machine, or the
     * last one before the partition or merge that began this superstep), ordered by sender id,
     * then send order; unmodifiable, valid until the superstep ends.
     */
    public List<StepMessage> messages() {
        return core.inbox();
    }

    /** Ends this superstep: a barrier among the processors of the current sub-machine. */
    public void sync() {
        core.sync();
    }

    /**
     * Partitions the current sub-machine into its two halves, ceil(k/2) and floor(k/2)
     * processors, and runs {@code half} in this processor's half; returns when both halves are
     * done and merged. A collective call of every processor of the sub-machine; it ends the
     * current superstep. A sub-machine of one processor cannot partition.
     */
    public void partition(DBspProgram half) throws Exception {
        int k = size();
        if (k < 2) {
            throw new IllegalStateException("processor " + id() + " partitions a sub-machine of 1 processor ["
                    + first() + ", " + (first() + 1) + "): the recursive D-BSP halves sub-machines of 2 or more");
        }
        core.beginHalving(1); // no callback: fewer frames on every waiting processor's stack
        half.run(this);
        core.endPartition();
    }

    /**
     * Partitions into halves {@code levels} times at once and runs {@code part} in this
     * processor's sub-machine {@code levels} halvings down. The same run, cost and sub-machines as
     * {@code levels} nested {@link #partition(DBspProgram)} calls with no superstep in between,
     * but each processor meets the barrier once to split and once to merge, not {@code levels}
     * times each; {@link #messages()} in {@code part}'s first superstep are those of the
     * superstep this call ends. A collective call; needs at least 2^levels processors.
     */
    public void partition(int levels, DBspProgram part) throws Exception {
        beginPartition(levels);
        part.run(this);
        endPartition();
    }

    /**
     * {@link #partition(int, DBspProgram)} without a callback: halves {@code levels} times and
     * goes on in this processor's sub-machine {@code levels} halvings down; the program that
     * follows runs there up to the matching {@link #endPartition()}. The same run and cost. For
     * deep recursions written as a loop: while a processor waits, its stack is kept on the heap,
     * so each nested {@code partition} call on the stack costs memory at every waiting processor
     * (D-BSP ROOT at p = 10^6 waits at a million processors at once).
     */
    public void beginPartition(int levels) {
        if (levels < 1 || levels > 30 || size() < 1 << levels) {
            throw new IllegalStateException("processor " + id() + " halves sub-machine [" + first() + ", "
                    + (first() + size()) + ") " + levels + " times: that needs at least 2^" + levels
                    + " processors, it has " + size());
        }
        core.beginHalving(levels);
    }

    /**
     * Leaves the sub-machine entered by the matching {@link #beginPartition(int)} (this
     * processor's part is done) and goes on in the sub-machine that was halved, in the superstep
     * after the merge. Outside any partition it fails.
     */
    public void endPartition() {
        core.endPartition();
    }
}
