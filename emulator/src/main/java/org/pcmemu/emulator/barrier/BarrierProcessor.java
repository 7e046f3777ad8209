package org.pcmemu.emulator.barrier;

import java.lang.invoke.MethodHandles;
import java.util.List;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.LocalityViolationException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.run.Jitter;
import org.pcmemu.emulator.trace.TraceBuffer;

/**
 * One virtual processor of a barrier-engine run as the model layers see it: local work, posts
 * inside the current sub-machine, the messages of the previous step, {@link #sync()}, and
 * {@link #partition}. On BSP the machine never partitions and a step is a superstep.
 *
 * <pre>
 *   step s of [a, b)                 | barrier |  step s+1
 *   charge(w), post(to in [a, b)) -> |         |  inbox() = posts of step s to me,
 *   queue of the receiver, tagged e  |         |  sorted by (sender, send order)
 * </pre>
 *
 * Delivery: every post goes straight into the receiver's JCTools MPSC queue, tagged with the step
 * it was posted in (sub-machine, step index). A message is readable in the receiver's next step:
 * after a sync, in a part's first step (posts of the step that made the partition), and after a
 * merge (posts of the receiver's last step in its part, and of later steps of that part). The
 * receiver polls its queue only on its own thread; one tagged with its current step (a fast
 * sender already past the barrier) waits in {@code early} for the next one. A processor
 * does not wait at a partition or a merge (see {@link SubMachine}), only when it acts; a step
 * that it passed before the step was over is not drained, and its posts are dropped at the next
 * drain, as unread.
 *
 * <p>Note: this class is not threadsafe. Every public method must be called from the processor's
 * own thread. Its fields are grouped by the thread that writes them, in the superclasses
 * (docs/architecture.md, "The barrier engine's classes: who writes what"): the queue and the
 * received words by any sender, the step's counters by this thread (read and zeroed by the
 * barrier's last arriver before it acts again), its place in the release tree by the last
 * arriver; this class's own fields by this thread only.
 */
public final class BarrierProcessor extends ProcessorInboxFields {
    static {
        try {
            // Initialized now, not at a run's first post: a program compiled before that (D-BSP ROOT's
            // processors all reach their first read before anything is sent) would otherwise carry an
            // "uninitialized" trap at its first use of a message, and every processor frozen in that
            // compiled frame would deoptimize once as it resumes (958,572 times at p = 10^6).
            MethodHandles.lookup().ensureInitialized(BarrierMessage.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final int id;
    final TraceBuffer trace; // null unless traced; appended to by step completions (see SubMachine)
    private final BarrierMachine machine;
    private final Jitter jitter;

    /* Owner-thread state. */
    private SubMachine current;
    private int step;
    long startTime;
    int epoch;
    volatile boolean finished; // read by the timeout message
    private long sequence;
    /*
     * False from a partition or a merge until this processor first acts: it enters a part before
     * the step that made it has been priced, and leaves its part for the step after the merge
     * before the other parts are done (see SubMachine.split). It waits for that only when it needs
     * the step's clock, its messages or its memory: at charge, inbox and time (a post is kept
     * instead: see deferred). Until then its counters may still hold an earlier step, unread.
     */
    private boolean settled = true;
    /*
     * Posts made while not settled, in posting order (linked through chained()): a post needs no
     * clock, so it does not wait for its step to begin, only its counting does (the counters may
     * still hold the earlier step). They are delivered when this processor settles in the step, or
     * else handed to the step's barrier at the arrival and delivered by the step's completion,
     * before it reads the counters (SubMachine.completeStep). So a processor that only posts,
     * partitions and returns never waits (D-BSP ROOT's senders: every processor but the first
     * parks once, at its read of the item; docs/architecture.md, "One message, post to inbox").
     */
    private BarrierMessage deferred;
    private BarrierMessage deferredLast;
    private long deferredWords; // their words: a sum that overflows fails the post, as when delivered at once
    /* The barrier of this processor's current step. */
    private Barrier at;
    /* The sub-machine whose step this processor waits to begin (SubMachine.awaitBegun), or null. */
    private volatile SubMachine waitingOn;

    private Ready ready; // see readyList

    BarrierProcessor(int id, BarrierMachine machine, SubMachine root, TraceBuffer trace, long jitterSeed) {
        this.id = id;
        this.machine = machine;
        this.current = root;
        this.at = root.firstBarrier();
        this.trace = trace;
        this.jitter = Jitter.of(jitterSeed, id);
    }

    public int id() {
        return id;
    }

    /** Processors of the whole machine. */
    public int processors() {
        return machine.processorCount();
    }

    /** The sub-machine this processor is in now. */
    public SubMachine subMachine() {
        return current;
    }

    /** The current step's index within the current sub-machine, 0-based (on BSP: the superstep). */
    public int step() {
        return step;
    }

    /**
     * The barriers (syncs, partitions, merges; a nested halving counts its levels) this processor
     * has passed. On a machine that never partitions (BSP) it is the superstep, the same for all;
     * after a merge, processors that came from different parts may differ.
     */
    public int epoch() {
        return epoch;
    }

    /** Model time at which the current step began, on the current sub-machine's clock. */
    public long time() {
        settle();
        return startTime;
    }

    /** "step 3 of sub-machine [4, 8)". */
    public String where() {
        return "step " + step + " of sub-machine " + current;
    }

    /** Charges {@code cycles} of work to this processor in the current step. */
    public void charge(long cycles) {
        enter();
        settle();
        if (cycles < 0) {
            throw new IllegalArgumentException("work must not be negative, got " + cycles);
        }
        addWork(cycles);
    }

    /**
     * Posts {@code payload}, {@code words} words long, to processor {@code to} of the current
     * sub-machine; readable there in the next step. A target outside the sub-machine fails the
     * run with a {@link LocalityViolationException}; one outside the machine is a program error.
     */
    public void post(int to, long words, Object payload) {
        enter();
        if (!settled && to >= 0 && to < machine.processorCount() && current.contains(to) && words >= 1) {
            // Ahead of its step: posted without waiting for the step to begin (see deferred).
            deferredWords = Math.addExact(deferredWords, words); // overflows where deliver would
            BarrierMessage m = new BarrierMessage(id, to, epoch, current, step, sequence++, words, payload);
            if (deferredLast == null) {
                deferred = m;
            } else {
                deferredLast.chain(m);
            }
            deferredLast = m;
            return;
        }
        settle();
        if (to < 0 || to >= machine.processorCount()) {
            throw new IllegalArgumentException("processor " + id + " sends to " + to
                    + ", which is not a processor (0.." + (machine.processorCount() - 1) + ")");
        }
        if (!current.contains(to)) {
            throw fail(new LocalityViolationException("processor " + id + " sends to processor " + to
                    + ", outside its sub-machine " + current + " (depth " + current.depth() + "), in step " + step
                    + " at model time " + startTime + ": a message must stay inside the current sub-machine"));
        }
        if (words < 1) {
            throw new IllegalArgumentException("a message is at least 1 word long, got " + words);
        }
        deliver(new BarrierMessage(id, to, epoch, current, step, sequence++, words, payload));
    }

    /*
     * Counts m, a post of this processor in its current step, and offers it to its receiver's queue.
     * On this processor's thread once the step has begun, or on the thread that completes the step
     * for a post made ahead of it (deferred, handed over at the arrival): this processor then does
     * not touch its counters until that completion is over (it acts only once the next step begins).
     */
    void deliver(BarrierMessage m) {
        BarrierProcessor target = machine.processor(m.to());
        countSent(m.words());
        target.offer(m);
        if (target.claimWake()) {
            listWoken(target.id);
        }
    }

    /*
     * Before this processor arrives at its current step's barrier: hands the posts it made ahead
     * of the step (deferred) to the barrier, whose completion delivers them before it reads any
     * counter. The barrier's step cannot complete before this arrival.
     */
    private void handOver() {
        BarrierMessage chain = deferred;
        if (chain != null) {
            BarrierMessage last = deferredLast;
            deferred = null;
            deferredLast = null;
            deferredWords = 0;
            at.handOver(chain, last);
        }
    }

    /**
     * The messages posted to this processor in the previous step (of this sub-machine, or the
     * last step before the partition or merge that began this one), in (sender, send order)
     * order. Unmodifiable, valid until the next barrier.
     */
    public List<StepMessage> inbox() {
        enter();
        settle();
        return readInbox(current, step);
    }

    /** Ends this step; returns when every live member of the sub-machine has ended it. */
    public void sync() {
        enter();
        closeInbox(settled, current, step);
        handOver();
        SubMachine m = current;
        int s = step;
        m.sync(this);
        passed(m, s, false);
        step = s + 1;
        epoch++;
        settled = true;
        startTime = m.elapsed();
    }

    /**
     * Ends this step and waits, doing nothing, until a step ends in which a message was posted to
     * this processor; returns at the start of the step after it, whose {@link #inbox()} holds
     * those messages. The run is the same as with {@code do { sync(); } while (inbox().isEmpty());}
     * except that this processor's thread sleeps through the steps in between, which neither wake
     * it nor scan it: a step costs the emulator work in proportion to the processors that act in
     * it. If every live processor waits here and none was sent anything, the run fails with a
     * {@link org.pcmemu.emulator.DeadlockException} (the loop would spin forever). Only on the whole
     * machine, outside any partition.
     */
    public void syncUntilMessage() {
        enter();
        closeInbox(settled, current, step);
        int before = step;
        handOver();
        current.sleep(this);
        step = current.steps();
        epoch += step - before; // one per step slept through, as sync() would have counted
        passed(current, step - 1, false); // it wakes after the one step in which it was sent something
        settled = true;
        startTime = current.elapsed();
    }

    /**
     * Partitions the current sub-machine into consecutive parts of the given sizes and runs
     * {@code part} in this processor's part; returns when every part has finished and the
     * sub-machine has merged. Every member must call it with the same sizes (a collective call),
     * so a member that has returned from the sub-machine's program in this or an earlier step
     * fails the run; the step before it ends here. Sizes: each at least 1, adding up to the
     * sub-machine's size.
     * The array is read during the call only, and members may pass the same array: the emulator
     * then checks it once and compares the members' sizes by reference (O(1) per member, where
     * ROOT's sqrt k parts would otherwise cost O(k sqrt k) per partition).
     */
    public void partition(int[] sizes, BarrierProgram part) throws Exception {
        beginPartition(sizes);
        part.run(this);
        endPartition();
    }

    /**
     * Halves the current sub-machine {@code levels} times (ceil(k/2) and floor(k/2) processors
     * each time) and runs {@code part} in this processor's sub-machine {@code levels} halvings
     * down; returns when all of them have finished and merged back. The run is the same as
     * {@code levels} nested {@link #partition} calls with nothing in between (the same
     * sub-machines, steps, partitions, clocks and costs), except that this processor meets its
     * sub-machine once to split and once to merge instead of {@code levels} times each, and that
     * the messages of the step before reach {@code part}'s first step (nested calls would have to
     * read them in the first halving). A collective call; needs at least 2^levels processors.
     */
    public void halve(int levels, BarrierProgram part) throws Exception {
        beginHalving(levels);
        part.run(this);
        endPartition();
    }

    /**
     * {@link #partition(int[], BarrierProgram)} without a callback, for the model layers: enters
     * this processor's part; the program that follows, up to the matching {@link #endPartition},
     * runs in it. The same run as the callback form, with fewer frames on the stack of every
     * processor that waits inside the part (a parked processor's frames are copied to the heap,
     * so each nesting level costs memory at every waiting processor).
     */
    public void beginPartition(int[] sizes) {
        enter();
        current.requireSizes(sizes);
        split(sizes, 1);
    }

    /** {@link #halve} without a callback: see {@link #beginPartition}; ends with {@link #endPartition}. */
    public void beginHalving(int levels) {
        enter();
        int k = current.size();
        if (levels < 1 || levels > 30 || k < 1 << levels) {
            throw new IllegalArgumentException("cannot halve sub-machine " + current + " " + levels
                    + " times: each halving needs at least 2 processors, so at least 2^levels in all");
        }
        split(null, levels); // the halves: no array per member (SubMachine.split)
    }

    /**
     * Leaves the part entered by the matching {@link #beginPartition} or {@link #beginHalving}
     * (this processor's part is done) and goes on in the sub-machine that was partitioned, at the
     * step after the merge, without waiting for the other parts.
     */
    public void endPartition() {
        SubMachine child = current;
        OpenPartition op = child.madeBy();
        if (op == null) {
            throw new IllegalStateException("processor " + id + " ends a partition outside any partition");
        }
        closeInbox(settled, current, step);
        int last = step;
        handOver();
        child.leave(this);
        current = op.owner;
        at = op.after;
        passed(child, last, true); // the posts to it in its part's later steps, too (it has left)
        step = op.step + 1;
        epoch += op.levels;
        settled = false; // without waiting for the other parts
    }

    private void split(int[] sizes, int levels) {
        closeInbox(settled, current, step);
        SubMachine parent = current;
        int s = step;
        askPartition(sizes, levels);
        handOver();
        OpenPartition op = parent.split(this); // without waiting for the step to end
        SubMachine child = op.partOf(id);
        current = child;
        at = child.firstBarrier();
        passed(parent, s, false);
        step = 0;
        epoch += levels; // as many barriers as the nested partitions
        settled = false;
    }

    /* Before this processor acts: waits until its step has begun (see settled). */
    private void settle() {
        if (!settled) {
            current.awaitBegun(this, step);
            settled = true;
            startTime = current.elapsed();
            for (BarrierMessage m = deferred; m != null; ) { // posted ahead of the step, in this step
                BarrierMessage next = m.chained();
                deliver(m);
                m = next;
            }
            deferred = null;
            deferredLast = null;
            deferredWords = 0;
        }
    }

    /**
     * Leaves this program because it broke a model rule ({@code error}); the run fails with
     * {@code error} unless a processor failed earlier in model time (ties: lower id). Declared to
     * return so callers can write {@code throw p.fail(...)}.
     */
    public RuntimeException fail(EmulationException error) {
        throw new BarrierMachine.RuleBroken(error);
    }

    /** On the processor's thread once its program has returned. */
    void finish() {
        closeInbox(settled, current, step);
        finished = true;
        handOver();
        current.leave(this);
    }

    /** On the processor's thread once its program threw: it leaves its sub-machine, marked failed. */
    void failed(Throwable cause) {
        settle(); // the failure's model time is its step's (RunAborted if the part never starts)
        failWith(cause instanceof BarrierMachine.RuleBroken broken
                ? broken.error
                : new ProcessorFailureException(id, startTime, where(), cause));
        finished = true;
        current.leaveFailed(this);
    }

    /*
     * The list of steps and merges that a completion on this processor's thread makes ready:
     * one per processor, made at its first completion, not one per completion (millions in a run).
     */
    Ready readyList() {
        Ready list = ready;
        if (list == null) {
            list = ready = new Ready();
        }
        return list;
    }

    /* The barrier of this processor's current step. */
    Barrier barrier() {
        return at;
    }

    /* The owner, around its wait for its step to begin (SubMachine.awaitBegun). */
    void waitFor(SubMachine m) {
        waitingOn = m;
    }

    /* The sub-machine whose step this processor waits to begin, or null. */
    SubMachine waitingOn() {
        return waitingOn;
    }

    private void enter() {
        if (jitter != null) {
            jitter.pause();
        }
        machine.checkAlive();
    }


}
