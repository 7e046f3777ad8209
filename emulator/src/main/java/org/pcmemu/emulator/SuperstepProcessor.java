package org.pcmemu.emulator;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import org.jctools.queues.MpscUnboundedXaddArrayQueue;

/**
 * One virtual processor of a bulk-synchronous run as the model layers see it: local work, posts,
 * the messages of the previous superstep, and {@link #sync()}.
 *
 * <pre>
 *   superstep s                       | barrier |  superstep s+1
 *   charge(w), post(..) -> queue of   |         |  inbox() = posts of s to me,
 *   the receiver, tagged s            |         |  sorted by (sender, send order)
 * </pre>
 *
 * Delivery: every post goes straight into the receiver's lock-free MPSC queue, tagged with the
 * sender's superstep. The receiver moves messages out of its queue only on its own thread, and
 * into the inbox only those tagged with an earlier superstep; one tagged with the current
 * superstep (a fast sender already past the barrier) waits in {@code early} for the next one. All
 * posts of superstep s happen before their senders reach barrier s, hence before any post of s+1,
 * so the queue never holds a message of s behind one of s+1.
 *
 * <p>Note: this class is not threadsafe. Every public method must be called from the processor's
 * own thread. The per-superstep counters are read and zeroed by the barrier's last arriver while
 * their owner waits (see {@link SuperstepBarrier}); {@code receivedWords} is added to atomically
 * by any sender.
 */
public final class SuperstepProcessor {
    private static final VarHandle RECEIVED;

    static {
        try {
            RECEIVED = MethodHandles.lookup().findVarHandle(SuperstepProcessor.class, "receivedWords", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final int id;
    final MpscUnboundedXaddArrayQueue<SuperstepMessage> queue = new MpscUnboundedXaddArrayQueue<>(32, 1);
    private final SuperstepMachine machine;
    private final SplittableRandom jitter;
    Thread thread;

    /* Owner-thread state. */
    int superstep;
    long startTime;
    boolean finished;
    private long sequence;
    private ArrayList<SuperstepMessage> inbox = new ArrayList<>();
    private ArrayList<SuperstepMessage> early = new ArrayList<>();
    private boolean drained;

    /* This superstep's counters: owner-written, read and zeroed by the barrier's last arriver. */
    long work;
    long sentWords;
    long sentMessages;
    @SuppressWarnings("unused") // accessed through RECEIVED
    private long receivedWords;

    SuperstepProcessor(int id, SuperstepMachine machine, long jitterSeed) {
        this.id = id;
        this.machine = machine;
        this.jitter = jitterSeed == 0 ? null : new SplittableRandom(jitterSeed * 0x9E3779B97F4A7C15L + id);
    }

    public int id() {
        return id;
    }

    public int processors() {
        return machine.processorCount();
    }

    /** The current superstep, 0-based: the number of barriers this processor has passed. */
    public int superstep() {
        return superstep;
    }

    /** Model time at which the current superstep began: the cost of all supersteps before it. */
    public long superstepStart() {
        return startTime;
    }

    /** Charges {@code cycles} of local work to this processor in the current superstep. */
    public void charge(long cycles) {
        jitter();
        machine.checkAlive();
        if (cycles < 0) {
            throw new IllegalArgumentException("local work must not be negative, got " + cycles);
        }
        work = Math.addExact(work, cycles);
    }

    /**
     * Posts {@code payload}, {@code words} words long, to processor {@code to}; it becomes
     * readable there in the next superstep. The words count toward this superstep's h-relation
     * on both sides.
     */
    public void post(int to, long words, Object payload) {
        jitter();
        machine.checkAlive();
        if (to < 0 || to >= machine.processorCount()) {
            throw new IllegalArgumentException("processor " + id + " sends to " + to
                    + ", which is not a processor (0.." + (machine.processorCount() - 1) + ")");
        }
        if (words < 1) {
            throw new IllegalArgumentException("a message is at least 1 word long, got " + words);
        }
        SuperstepProcessor target = machine.processor(to);
        sentWords = Math.addExact(sentWords, words);
        sentMessages++;
        RECEIVED.getAndAdd(target, words);
        target.queue.offer(new SuperstepMessage(id, to, superstep, sequence++, words, payload));
    }

    /**
     * The messages posted to this processor in the previous superstep, in (sender, send order)
     * order; empty in superstep 0. The list is unmodifiable and valid until {@link #sync()}.
     */
    public List<SuperstepMessage> inbox() {
        jitter();
        machine.checkAlive();
        drain();
        return Collections.unmodifiableList(inbox);
    }

    /** Ends this processor's superstep; returns when every processor has ended it or finished. */
    public void sync() {
        jitter();
        machine.checkAlive();
        closeInbox();
        machine.barrier().arrive(this);
        superstep++;
        startTime = machine.barrier().elapsed();
    }

    /** Called on the processor's thread when its program has returned. */
    void finish() {
        closeInbox();
        finished = true;
        machine.barrier().leave(this);
    }

    long takeReceivedWords() {
        long r = (long) RECEIVED.getVolatile(this);
        RECEIVED.setVolatile(this, 0L);
        return r;
    }

    private void drain() {
        if (drained) {
            return;
        }
        drained = true;
        ArrayList<SuperstepMessage> swap = inbox; // empty: closeInbox cleared it
        inbox = early;
        early = swap;
        SuperstepMessage m;
        while ((m = queue.relaxedPoll()) != null) {
            (m.superstep() < superstep ? inbox : early).add(m);
        }
        inbox.sort(null);
    }

    private void closeInbox() {
        drain();
        inbox.clear();
        drained = false;
    }

    /** Messages that never became readable here; only once the run is over. */
    long undelivered() {
        return early.size() + queue.size();
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
