package org.pcmemu.models.dbsp;

import java.util.List;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.emulator.barrier.BarrierProcessor;

/**
 * A D-BSP processor as a program sees it: its current sub-machine, local work, sends inside the
 * sub-machine, the messages of the previous superstep, {@link #sync()} and {@link #partition}.
 * What each call costs follows {@link DBsp} (docs/models.md, "D-BSP"; Juurlink et al. 2003,
 * section 2.2): a superstep's T and h are summed from its calls and priced once, at its end.
 *
 * <p>Note: this class is not threadsafe; only the processor's own program, on the thread that
 * {@link DBspProgram#run} was called on, may call it.
 */
public final class DBspProcessor {
    private final DBsp model;
    private final BarrierProcessor core;

    DBspProcessor(DBsp model, BarrierProcessor core) {
        this.model = model;
        this.core = core;
    }

    /**
     * This processor's id in the whole machine. Free.
     *
     * @return the id, in 0..p-1
     */
    public int id() {
        return core.id();
    }

    /**
     * Processors of the whole machine, p. Free.
     *
     * @return p
     */
    public int processors() {
        return model.p();
    }

    /**
     * The machine this processor belongs to. Free.
     *
     * @return the machine, with its p, g(k) and l(k)
     */
    public DBsp model() {
        return model;
    }

    /**
     * The first processor of the current sub-machine. Free.
     *
     * @return its id
     */
    public int first() {
        return core.subMachine().first();
    }

    /**
     * The current sub-machine's number of processors, k: what its supersteps' g(k) and l(k) take.
     * Free.
     *
     * @return k, at least 1
     */
    public int size() {
        return core.subMachine().size();
    }

    /**
     * This processor's position in its sub-machine. Free.
     *
     * @return {@code id() - first()}, 0-based
     */
    public int index() {
        return core.id() - first();
    }

    /**
     * The current sub-machine's level. Free.
     *
     * @return 0 for the whole machine, i after i halvings
     */
    public int level() {
        return core.subMachine().depth();
    }

    /**
     * The current superstep's index within the current sub-machine. Free.
     *
     * @return the index, 0-based
     */
    public int superstep() {
        return core.step();
    }

    /**
     * Model time at which the current superstep began, on the current sub-machine's clock (which
     * starts at its parent's clock when the partition begins). Free.
     *
     * @return the time in cycles
     */
    public long time() {
        return core.time();
    }

    /**
     * Local work of {@code w} cycles in this superstep: adds w to this processor's work, and the
     * superstep's T is the largest such sum over the sub-machine's members.
     *
     * @param w  cycles, at least 0
     * @throws IllegalArgumentException if w is negative
     * @throws ArithmeticException if the superstep's work overflows a long
     */
    public void compute(long w) {
        core.charge(w);
    }

    /**
     * Sends a one-word message to processor {@code to} of the current sub-machine:
     * {@link #send(int, Object, long)} with 1 word.
     *
     * @param to       the receiver, another member of the current sub-machine
     * @param payload  what it receives, not copied
     * @throws IllegalArgumentException if {@code to} is this processor or not a processor
     */
    public void send(int to, Object payload) {
        send(to, payload, 1);
    }

    /**
     * Sends a {@code words}-word message to another processor of the current sub-machine,
     * readable there in its next superstep, never earlier. The words count towards this
     * processor's words sent and the receiver's words received; the largest of these over the
     * members is the superstep's h, priced h * g(k). Returns at once. A receiver outside the
     * current sub-machine fails the run with a
     * {@link org.pcmemu.emulator.LocalityViolationException} (Juurlink et al. 2003, section 2.2:
     * a sub-machine's processors communicate only among themselves).
     *
     * @param to       the receiver, another member of the current sub-machine
     * @param payload  what it receives, not copied
     * @param words    the message's size in words, at least 1
     * @throws IllegalArgumentException if {@code to} is this processor or not a processor, or
     *         {@code words} is below 1
     */
    public void send(int to, Object payload, long words) {
        if (to == core.id()) {
            throw new IllegalArgumentException("processor " + to + " sends to itself");
        }
        core.post(to, words, payload);
    }

    /**
     * The messages sent to this processor in the previous superstep (of this sub-machine, or the
     * last one before the partition or merge that began this superstep), ordered by sender id,
     * then send order. Free in model time: their words were counted when they were sent.
     *
     * @return the messages, unmodifiable, valid until the superstep ends; empty if none
     */
    public List<StepMessage> messages() {
        return core.inbox();
    }

    /**
     * Ends this superstep: a barrier among the processors of the current sub-machine, which
     * returns when all its live members have ended it. The superstep costs T + max(h * g(k),
     * l(k)), at least l(k), on the sub-machine's clock.
     */
    public void sync() {
        core.sync();
    }

    /**
     * Partitions the current sub-machine into its two halves, ceil(k/2) and floor(k/2)
     * processors, and runs {@code half} in this processor's half; returns when both halves are
     * done and merged. A collective call of every processor of the sub-machine; it ends the
     * current superstep (free if it did nothing). The partition costs the larger of the two
     * halves' costs (Juurlink et al. 2003, section 2.2).
     *
     * @param half  the program each half runs, on each of its processors
     * @throws IllegalStateException if the sub-machine has one processor
     * @throws Exception what {@code half} throws
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
     *
     * @param levels  halvings, 1 to 30
     * @param part    the program each part runs, on each of its processors
     * @throws IllegalStateException if the sub-machine has fewer than 2^levels processors
     * @throws Exception what {@code part} throws
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
     *
     * @param levels  halvings, 1 to 30
     * @throws IllegalStateException if the sub-machine has fewer than 2^levels processors
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
     *
     * @throws IllegalStateException outside any partition
     */
    public void endPartition() {
        core.endPartition();
    }
}
