package org.pcmemu.emulator;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import org.jctools.queues.MpscUnboundedXaddArrayQueue;

/**
 * One virtual processor of a partitionable lock-step run as the model layers see it: local work,
 * posts inside the current sub-machine, the messages of the previous step, {@link #sync()}, and
 * {@link #partition}.
 *
 * <pre>
 *   step s of [a, b)                 | barrier |  step s+1
 *   charge(w), post(to in [a, b)) -> |         |  inbox() = posts of step s to me,
 *   queue of the receiver, tagged e  |         |  sorted by (sender, send order)
 * </pre>
 *
 * Delivery works as in {@link SuperstepProcessor}, with the epoch in place of the superstep: a
 * processor's epoch counts the barriers it has passed (syncs, partitions, merges), and a message
 * is readable once the receiver's epoch exceeds the sender's at posting. All live members of a
 * sub-machine pass the same barriers, so they share an epoch; at a merge the parts' epochs differ,
 * and the merge sets every member to the largest. So a message posted in the last step of a part,
 * or before a partition, is readable in the first step after the merge, or of the part.
 *
 * <p>Note: this class is not threadsafe. Every public method must be called from the processor's
 * own thread. The per-step counters are read and zeroed by the barrier's last arriver while their
 * owner waits (see {@link SubMachine}); {@code receivedWords} is added to atomically by any sender.
 */
public final class SubMachineProcessor {
    private static final VarHandle RECEIVED;

    static {
        try {
            RECEIVED = MethodHandles.lookup().findVarHandle(SubMachineProcessor.class, "receivedWords", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final int id;
    final MpscUnboundedXaddArrayQueue<SuperstepMessage> queue = new MpscUnboundedXaddArrayQueue<>(32, 1);
    private final PartitionedMachine machine;
    private final SplittableRandom jitter;
    Thread thread;

    /* Owner-thread state; epoch is also set by a merge's last arriver while the owner waits. */
    private SubMachine current;
    private int step;
    long startTime;
    int epoch;
    int[] partitionSizes;
    volatile boolean finished; // read by the timeout message only
    private long sequence;
    private ArrayList<SuperstepMessage> inbox = new ArrayList<>();
    private ArrayList<SuperstepMessage> early = new ArrayList<>();
    private boolean drained;

    /* This step's counters: owner-written, read and zeroed by the barrier's last arriver. */
    long work;
    long sentWords;
    long sentMessages;
    @SuppressWarnings("unused") // accessed through RECEIVED
    private long receivedWords;

    SubMachineProcessor(int id, PartitionedMachine machine, SubMachine root, long jitterSeed) {
        this.id = id;
        this.machine = machine;
        this.current = root;
        this.jitter = jitterSeed == 0 ? null : new SplittableRandom(jitterSeed * 0x9E3779B97F4A7C15L + id);
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

    /** The current step's index within the current sub-machine, 0-based. */
    public int step() {
        return step;
    }

    /** Model time at which the current step began, on the current sub-machine's clock. */
    public long time() {
        return startTime;
    }

    /** "step 3 of sub-machine [4, 8)". */
    public String where() {
        return "step " + step + " of sub-machine " + current;
    }

    /** Charges {@code cycles} of work to this processor in the current step. */
    public void charge(long cycles) {
        enter();
        if (cycles < 0) {
            throw new IllegalArgumentException("work must not be negative, got " + cycles);
        }
        work = Math.addExact(work, cycles);
    }

    /**
     * Posts {@code payload}, {@code words} words long, to processor {@code to} of the current
     * sub-machine; readable there in the next step. A target outside the sub-machine fails the
     * run with a {@link LocalityViolationException}.
     */
    public void post(int to, long words, Object payload) {
        enter();
        if (!current.contains(to)) {
            throw fail(new LocalityViolationException("processor " + id + " sends to processor " + to
                    + ", outside its sub-machine " + current + " (depth " + current.depth() + "), in step " + step
                    + " at model time " + startTime + ": a message must stay inside the current sub-machine"));
        }
        if (words < 1) {
            throw new IllegalArgumentException("a message is at least 1 word long, got " + words);
        }
        SubMachineProcessor target = machine.processor(to);
        sentWords = Math.addExact(sentWords, words);
        sentMessages++;
        RECEIVED.getAndAdd(target, words);
        target.queue.offer(new SuperstepMessage(id, to, epoch, sequence++, words, payload));
    }

    /**
     * The messages posted to this processor in the previous step (of this sub-machine, or the
     * last step before the partition or merge that began this one), in (sender, send order)
     * order. Unmodifiable, valid until the next barrier. {@link SuperstepMessage#superstep()} is
     * the sender's epoch.
     */
    public List<SuperstepMessage> inbox() {
        enter();
        drain();
        return Collections.unmodifiableList(inbox);
    }

    /** Ends this step; returns when every live member of the sub-machine has ended it. */
    public void sync() {
        enter();
        closeInbox();
        current.sync(this);
        passed(current);
    }

    /**
     * Partitions the current sub-machine into consecutive parts of the given sizes and runs
     * {@code part} in this processor's part; returns when every part has finished and the
     * sub-machine has merged. Every member must call it with the same sizes (a collective call);
     * the step before it ends here. Sizes: each at least 1, adding up to the sub-machine's size.
     */
    public void partition(int[] sizes, SubMachineProgram part) throws Exception {
        enter();
        requireSizes(sizes);
        closeInbox();
        SubMachine parent = current;
        partitionSizes = sizes.clone();
        parent.split(this);
        SubMachine child = parent.partOf(id);
        current = child;
        passed(child);
        part.run(this);
        closeInbox();
        child.leave(this);
        current = parent;
        parent.merge(this);
        passed(parent);
    }

    /**
     * Fails the run with {@code error} (a model rule broken by this processor), then unwinds this
     * program; declared to return so callers can write {@code throw p.fail(...)}.
     */
    public RuntimeException fail(EmulationException error) {
        machine.failRun(error);
        throw SuperstepAborted.INSTANCE;
    }

    /** Called on the processor's thread when its program has returned. */
    void finish() {
        closeInbox();
        finished = true;
        current.leave(this);
    }

    long takeReceivedWords() {
        long r = (long) RECEIVED.getVolatile(this);
        RECEIVED.setVolatile(this, 0L);
        return r;
    }

    /** Messages that never became readable here; only once the run is over. */
    long undelivered() {
        return early.size() + queue.size();
    }

    private void passed(SubMachine m) {
        epoch++;
        step = m.steps();
        startTime = m.elapsed();
    }

    private void requireSizes(int[] sizes) {
        long sum = 0;
        boolean positive = sizes.length > 0;
        for (int s : sizes) {
            positive &= s >= 1;
            sum += s;
        }
        if (!positive || sum != current.size()) {
            throw new IllegalArgumentException("cannot partition sub-machine " + current + " into "
                    + Arrays.toString(sizes) + ": parts of at least 1 processor adding up to "
                    + current.size());
        }
    }

    private void enter() {
        jitter();
        machine.checkAlive();
    }

    private void drain() {
        if (drained) {
            return;
        }
        drained = true; // inbox is empty here: closeInbox cleared it
        if (!early.isEmpty()) {
            int kept = 0;
            for (SuperstepMessage m : early) {
                if (m.superstep() < epoch) {
                    inbox.add(m);
                } else {
                    early.set(kept++, m);
                }
            }
            early.subList(kept, early.size()).clear();
        }
        SuperstepMessage m;
        while ((m = queue.relaxedPoll()) != null) {
            (m.superstep() < epoch ? inbox : early).add(m);
        }
        if (inbox.size() > 1) {
            inbox.sort(null);
        }
    }

    private void closeInbox() {
        drain();
        inbox.clear();
        drained = false;
    }

    private void jitter() {
        if (jitter != null) {
            int r = jitter.nextInt(16);
            if (r < 4) {
                Thread.yield();
            } else if (r == 4) {
                LockSupport.parkNanos(jitter.nextLong(1_000, 50_000));
            }
        }
    }
}
