package org.pcmemu.models.bsp;

import java.util.List;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.emulator.barrier.BarrierProcessor;

/**
 * A BSP processor as a program sees it: local work, sends, the messages of the previous
 * superstep, and the barrier.
 *
 * <p>Note: this class is not threadsafe; only the processor's own program may call it.
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

    public int id() {
        return core.id();
    }

    /** Number of processors, p. */
    public int processors() {
        return model.p();
    }

    public Bsp model() {
        return model;
    }

    /** The current superstep, 0-based. */
    public int superstep() {
        return core.step();
    }

    /** Local work of {@code w} cycles in this superstep. */
    public void compute(long w) {
        core.charge(w);
    }

    /** Sends a one-word message to {@code to}; readable there after the next {@link #sync()}. */
    public void send(int to, Object payload) {
        send(to, payload, 1);
    }

    /** Sends a {@code words}-word message (at least 1) to another processor {@code to}. */
    public void send(int to, Object payload, long words) {
        if (to == core.id()) {
            throw new IllegalArgumentException("processor " + to + " sends to itself");
        }
        core.post(to, words, payload);
    }

    /** Ends this superstep: a barrier among all processors that have not finished. */
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
     * send order; unmodifiable, valid until the next {@link #sync()}.
     */
    public List<StepMessage> messages() {
        return core.inbox();
    }

    /** The next message of {@link #messages()} not yet polled in this superstep, or null. */
    public StepMessage poll() {
        if (cursorSuperstep != core.step()) {
            cursorSuperstep = core.step();
            cursor = 0;
        }
        List<StepMessage> in = core.inbox();
        return cursor < in.size() ? in.get(cursor++) : null;
    }
}
