package org.pcmemu.emulator.barrier;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.LocalityViolationException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.run.Jitter;
import org.pcmemu.emulator.trace.TraceBuffer;
import org.jctools.queues.atomic.unpadded.MpscLinkedAtomicUnpaddedQueue;

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
 * receiver polls its queue only on its own thread; one tagged with its current step
 * (a fast sender already past the barrier) waits in {@code early} for the next one. A processor
 * does not wait at a partition or a merge (see {@link SubMachine}), only when it acts; a step
 * that it passed before the step was over is not drained, and its posts are dropped at the next
 * drain, as unread.
 *
 * <p>Note: this class is not threadsafe. Every public method must be called from the processor's
 * own thread. The per-step counters are read and zeroed by the barrier's last arriver before their
 * owner acts again (see {@link SubMachine}); {@code receivedWords} is added to atomically by any
 * sender.
 */
public final class BarrierProcessor {
    private static final VarHandle RECEIVED;
    private static final VarHandle INCOMING;
    private static final VarHandle DORMANT;

    static {
        try {
            DORMANT = MethodHandles.lookup().findVarHandle(BarrierProcessor.class, "dormant", boolean.class);
            INCOMING = MethodHandles.lookup().findVarHandle(BarrierProcessor.class, "incoming", MpscLinkedAtomicUnpaddedQueue.class);
            RECEIVED = MethodHandles.lookup().findVarHandle(BarrierProcessor.class, "receivedWords", long.class);
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
    /*
     * Messages posted to this processor and not drained yet: JCTools' unpadded MPSC linked queue,
     * offered to by any sender, polled by the owner only; made by the first sender (a CAS from
     * null), so an idle processor costs one reference. The owner sorts what it drains, so the
     * order of the offers never matters (docs/architecture.md, "The barrier engine's messages").
     */
    @SuppressWarnings("unused") // accessed through INCOMING
    private volatile MpscLinkedAtomicUnpaddedQueue<BarrierMessage> incoming;
    final TraceBuffer trace; // null unless traced; appended to by step completions (see SubMachine)
    private final BarrierMachine machine;
    private final Jitter jitter;

    /* Owner-thread state. */
    private SubMachine current;
    private int step;
    long startTime;
    int epoch;
    int[] partitionSizes; // null: ceil(k/2) and floor(k/2)
    int partitionLevels; // 1, or the halvings of a nested halving
    volatile boolean finished; // read by the timeout message
    private long sequence;
    private ArrayList<BarrierMessage> inbox; // allocated at the first message
    private ArrayList<BarrierMessage> early; // allocated at the first message drained early
    private boolean drained;
    /*
     * False from a partition or a merge until this processor first acts: it enters a part before
     * the step that made it has been priced, and leaves its part for the step after the merge
     * before the other parts are done (see SubMachine.split). It waits for that only when it needs
     * the step's clock, its messages or its memory: at charge, inbox and time (a post is kept
     * instead: see deferred). Until then its counters may still hold an earlier step, unread.
     */
    private boolean settled = true;
    /*
     * Posts made while not settled, in posting order (linked through below): a post needs no
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
    SubMachine.Barrier at;
    /*
     * The step whose posts inbox() returns: step prevStep of prevAt, or with prevOpen (the first
     * step after a merge) every step of prevAt from prevStep on, the part this processor left.
     */
    private SubMachine prevAt;
    private int prevStep = -1;
    private boolean prevOpen;
    /* The sub-machine whose step this processor waits to begin (SubMachine.awaitBegun), or null. */
    volatile SubMachine waitingOn;

    /* Set by the owner when its program threw, before it leaves; read by the step's last arriver. */
    EmulationException failure;

    /* Written by the last arriver of the step in which the program returned; read after the run. */
    long finishTime = -1;

    /* This step's counters: owner-written, read and zeroed by the barrier's last arriver. */
    long work;
    long sentWords;
    long sentMessages;
    @SuppressWarnings("unused") // accessed through RECEIVED
    private long receivedWords;

    /*
     * syncUntilMessage: the owner sets dormant before it arrives asleep; the first sender that
     * finds it set clears it (a CAS) and lists the processor in its own woke list, which the
     * step's last arriver reads; the thread that releases the processor (its parent in the
     * release's tree, or the last arriver for the first of the list) sets woken and clears
     * dormant. See SubMachine.release.
     */
    volatile boolean dormant;
    volatile boolean woken;
    int[] woke;
    int wokeCount;
    /*
     * Its position in the awake list of releaseIn, the sub-machine whose step it continues after,
     * from the step's completion until it has released its two children in that list (see
     * SubMachine.release); -1 otherwise. Written by the step's last arriver before the release,
     * read and cleared by this processor's thread after it.
     */
    int releaseAt = -1;
    SubMachine releaseIn;
    private SubMachine.Ready ready; // see readyList

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
        work = Math.addExact(work, cycles);
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
                deferredLast.below = m;
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
        long words = m.words();
        sentWords = Math.addExact(sentWords, words);
        sentMessages++;
        RECEIVED.getAndAdd(target, words);
        target.push(m);
        if (target.dormant && DORMANT.compareAndSet(target, true, false)) {
            if (woke == null) {
                woke = new int[4];
            } else if (wokeCount == woke.length) {
                woke = Arrays.copyOf(woke, wokeCount * 2);
            }
            woke[wokeCount++] = target.id;
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

    private void push(BarrierMessage m) {
        MpscLinkedAtomicUnpaddedQueue<BarrierMessage> queue = incomingQueue();
        if (queue == null) {
            MpscLinkedAtomicUnpaddedQueue<BarrierMessage> made = new MpscLinkedAtomicUnpaddedQueue<>();
            queue = queueOf(INCOMING.compareAndExchange(this, null, made));
            if (queue == null) {
                queue = made;
            }
        }
        queue.offer(m);
    }

    private MpscLinkedAtomicUnpaddedQueue<BarrierMessage> incomingQueue() {
        return queueOf(INCOMING.getAcquire(this));
    }

    @SuppressWarnings("unchecked") // INCOMING holds only queues of messages
    private static MpscLinkedAtomicUnpaddedQueue<BarrierMessage> queueOf(Object queue) {
        return (MpscLinkedAtomicUnpaddedQueue<BarrierMessage>) queue;
    }

    /**
     * The messages posted to this processor in the previous step (of this sub-machine, or the
     * last step before the partition or merge that began this one), in (sender, send order)
     * order. Unmodifiable, valid until the next barrier.
     */
    public List<StepMessage> inbox() {
        enter();
        settle();
        drain();
        return inbox == null ? List.of() : Collections.unmodifiableList(inbox); // a view: no copy, read-only
    }

    /** Ends this step; returns when every live member of the sub-machine has ended it. */
    public void sync() {
        enter();
        closeInbox();
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
        closeInbox();
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
        SubMachine.OpenPartition op = child.madeBy();
        if (op == null) {
            throw new IllegalStateException("processor " + id + " ends a partition outside any partition");
        }
        closeInbox();
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
        closeInbox();
        SubMachine parent = current;
        int s = step;
        partitionSizes = sizes;
        partitionLevels = levels;
        handOver();
        SubMachine.OpenPartition op = parent.split(this); // without waiting for the step to end
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
                BarrierMessage next = m.below;
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
        closeInbox();
        finished = true;
        handOver();
        current.leave(this);
    }

    /** On the processor's thread once its program threw: it leaves its sub-machine, marked failed. */
    void failed(Throwable cause) {
        settle(); // the failure's model time is its step's (RunAborted if the part never starts)
        failure = cause instanceof BarrierMachine.RuleBroken broken
                ? broken.error
                : new ProcessorFailureException(id, startTime, where(), cause);
        finished = true;
        current.leaveFailed(this);
    }

    /*
     * The list of steps and merges that a completion on this processor's thread makes ready:
     * one per processor, made at its first completion, not one per completion (millions in a run).
     */
    SubMachine.Ready readyList() {
        SubMachine.Ready list = ready;
        if (list == null) {
            list = ready = new SubMachine.Ready();
        }
        return list;
    }

    long takeReceivedWords() {
        long r = (long) RECEIVED.getVolatile(this);
        RECEIVED.setVolatile(this, 0L);
        return r;
    }

    /**
     * Messages that never became readable here: posted in the step in which this processor's
     * program returned, or later (it had left). Only once the run is over. The others still held
     * were readable in a step that it passed without reading them (see settled). Takes them off
     * the queue: once per run.
     */
    long undelivered() {
        long n = 0;
        if (early != null) {
            for (BarrierMessage m : early) {
                n += neverReadable(m) ? 1 : 0;
            }
        }
        MpscLinkedAtomicUnpaddedQueue<BarrierMessage> queue = incomingQueue();
        for (BarrierMessage m = queue == null ? null : queue.relaxedPoll(); m != null; m = queue.relaxedPoll()) {
            n += neverReadable(m) ? 1 : 0; // taken: every sender's thread has ended
        }
        return n;
    }

    private boolean neverReadable(BarrierMessage m) {
        return m.at == current && m.step >= step;
    }

    private void passed(SubMachine m, int s, boolean open) {
        prevAt = m;
        prevStep = s;
        prevOpen = open;
    }

    private void enter() {
        if (jitter != null) {
            jitter.pause();
        }
        machine.checkAlive();
    }

    private void drain() {
        if (drained) {
            return;
        }
        drained = true; // inbox is empty here: closeInbox cleared it
        if (early != null && !early.isEmpty()) {
            int kept = 0;
            for (BarrierMessage m : early) {
                if (!take(m)) {
                    early.set(kept++, m);
                }
            }
            early.subList(kept, early.size()).clear();
        }
        // Every message readable now (posted in this processor's previous step) was offered, link
        // and all, before its sender arrived at that step's barrier, and this processor waited for
        // the step to end (settle), so relaxedPoll reaches it: a link still missing is that of an
        // offer of the current step, which stands behind it in the queue. One offered later
        // belongs to the current step and is kept for the drain after the next barrier.
        MpscLinkedAtomicUnpaddedQueue<BarrierMessage> queue = incomingQueue();
        for (BarrierMessage m = queue == null ? null : queue.relaxedPoll(); m != null; m = queue.relaxedPoll()) {
            if (!take(m)) {
                if (early == null) {
                    early = new ArrayList<>();
                }
                early.add(m);
            }
        }
        if (inbox != null && inbox.size() > 1) {
            inbox.sort(null);
        }
    }

    /*
     * Adds m to the inbox if it was posted in the previous step, or drops it if posted in an
     * earlier one: a step this processor passed without draining, since it passed that step's end
     * before the step was over (see settled); so it did not read them, and they are dropped as
     * unread. False: posted in the current step, for the next one.
     */
    private boolean take(BarrierMessage m) {
        if (m.at == current && m.step == step) {
            return false;
        }
        if (m.at == prevAt && (m.step == prevStep || prevOpen && m.step > prevStep)) {
            if (inbox == null) {
                inbox = new ArrayList<>(2); // most processors of a locality broadcast get one message
            }
            inbox.add(m);
        }
        return true;
    }

    private void closeInbox() {
        if (settled) { // else the messages of the step just ended may still be coming: see drain
            drain();
        }
        if (inbox != null) {
            inbox.clear();
        }
        drained = false;
    }
}
