package org.pcmemu.models.bsp;

import java.util.List;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.emulator.barrier.BarrierProcessor;

/**
 * A BSP processor as a program sees it: local work, sends, the messages of the previous
 * superstep, and the barrier. What each call costs follows {@link Bsp} (docs/models.md, "BSP";
 * Valiant 1990): nothing is charged when it is called; a superstep's w and h are summed from its
 * calls and priced once, at its barrier, as convention.cost(w, h, g, L).
 *
 * <p>Note: this class is not threadsafe; only the processor's own program, on the thread that
 * {@link BspProgram#run} was called on, may call it.
 */
public final class BspProcessor {
    private final Bsp model;
    private final BarrierProcessor core;
    private int cursor;
    private int cursorSuperstep;

    BspProcessor(Bsp model, BarrierProcessor core) {
        this.model = model;
        this.core = core;
    }

    /**
     * This processor's id. Free.
     *
     * @return the id, in 0..p-1
     */
    public int id() {
        return core.id();
    }

    /**
     * Number of processors, p. Free.
     *
     * @return p
     */
    public int processors() {
        return model.p();
    }

    /**
     * The machine this processor belongs to. Free.
     *
     * @return the machine, with its p, g, L and convention
     */
    public Bsp model() {
        return model;
    }

    /**
     * The current superstep. Free.
     *
     * @return the superstep, 0-based
     */
    public int superstep() {
        return core.step();
    }

    /**
     * Local work of {@code w} cycles in this superstep: adds w to this processor's work, and the
     * superstep's w is the largest such sum over the processors.
     *
     * @param w  cycles, at least 0
     * @throws IllegalArgumentException if w is negative
     * @throws ArithmeticException if the superstep's work overflows a long
     */
    public void compute(long w) {
        core.charge(w);
    }

    /**
     * Sends a one-word message to {@code to}: {@link #send(int, Object, long)} with 1 word.
     *
     * @param to       the receiver, another processor
     * @param payload  what it receives, not copied
     * @throws IllegalArgumentException if {@code to} is this processor or not a processor
     */
    public void send(int to, Object payload) {
        send(to, payload, 1);
    }

    /**
     * Sends a {@code words}-word message to another processor, readable there in the next
     * superstep (after the next {@link #sync()}), never earlier. The words count towards this
     * processor's words sent and the receiver's words received in this superstep; the larger of
     * the two, over all processors, is the superstep's h. Nothing waits: the send returns at once.
     *
     * @param to       the receiver, another processor
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
     * Ends this superstep: a barrier among all processors that have not finished. Returns when
     * every one of them has ended it, at the start of the next superstep, whose
     * {@link #messages()} are the messages sent to this processor in the one that ended. The
     * superstep costs convention.cost(w, h, g, L), the same for every processor.
     *
     * @throws org.pcmemu.emulator.ProcessorFailureException (unwinding this thread) if the run
     *         is ended meanwhile by another processor's failure or a timeout
     */
    public void sync() {
        core.sync();
    }

    /**
     * Ends this superstep and waits, doing nothing, until a superstep ends in which a message was
     * sent to this processor; returns at the start of the next one, whose {@link #messages()}
     * are those messages. The costs, the supersteps and every processor's view are the same as
     * with {@code do { sync(); } while (messages().isEmpty());}, but this processor's thread
     * sleeps through the supersteps in between and they do not scan it, so a superstep costs the
     * emulator work in proportion to the processors that act in it, not to p (a broadcast's
     * receivers wait here). If every processor that has not finished waits here and none was
     * sent anything, the run ends with a deadlock error where the loop would spin forever.
     */
    public void syncUntilMessage() {
        core.syncUntilMessage();
    }

    /**
     * The messages sent to this processor in the previous superstep, ordered by sender id, then
     * send order. Free in model time: their words were counted in the superstep that sent them.
     *
     * @return the messages, unmodifiable, valid until the next {@link #sync()}; empty if none
     */
    public List<StepMessage> messages() {
        return core.inbox();
    }

    /**
     * The next message of {@link #messages()} not yet polled in this superstep. Free.
     *
     * @return the message, or null when every one was polled
     */
    public StepMessage poll() {
        if (cursorSuperstep != core.step()) {
            cursorSuperstep = core.step();
            cursor = 0;
        }
        List<StepMessage> in = core.inbox();
        return cursor < in.size() ? in.get(cursor++) : null;
    }
}
