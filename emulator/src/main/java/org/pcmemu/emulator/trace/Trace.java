package org.pcmemu.emulator.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The per-processor event trace of a finished run, in each processor's model-time order. The
 * window engine records {@link TraceEvent.MessageEvent}s and {@link TraceEvent.LocalEvent}s, the
 * barrier engine {@link TraceEvent.StepEvent}s and idle intervals. Immutable once the run is over.
 */
public final class Trace {
    /** What the events of a trace describe. */
    public enum Shape {
        /** Sends, receives, computation and waiting, each with its own interval (window engine). */
        MESSAGES,
        /** Steps of sub-machines, and waiting (barrier engine). */
        STEPS
    }

    private final Shape shape;
    private final TraceBuffer[] buffers;

    private Trace(Shape shape, TraceBuffer[] buffers) {
        this.shape = shape;
        this.buffers = buffers;
    }

    /**
     * A trace over {@code buffers}, one per processor; the engine hands them over at the run's
     * end and writes them no more.
     *
     * @param shape    which events the buffers hold
     * @param buffers  the processors' buffers, by id (the array is copied, the buffers are not)
     * @return the trace
     */
    public static Trace of(Shape shape, TraceBuffer[] buffers) {
        return new Trace(shape, buffers.clone());
    }

    /**
     * Which events the trace holds.
     *
     * @return MESSAGES (window engine) or STEPS (barrier engine)
     */
    public Shape shape() {
        return shape;
    }

    /**
     * The number of processors traced.
     *
     * @return P (p)
     */
    public int processors() {
        return buffers.length;
    }

    /**
     * One processor's events, which tile its time: [0, its finish time) in the window engine,
     * [0, the run's cost) in the barrier engine.
     *
     * @param processor  the processor's id
     * @return its events in order of time, a new list
     */
    public List<TraceEvent> events(int processor) {
        TraceBuffer b = buffers[processor];
        List<TraceEvent> out = new ArrayList<>(b.size());
        for (int i = 0; i < b.size(); i++) {
            out.add(b.get(processor, i));
        }
        return out;
    }

    /**
     * Visits every event, processor by processor, each processor's in order of time.
     *
     * @param visitor  called once per event, on the calling thread
     */
    public void forEach(Consumer<TraceEvent> visitor) {
        for (int p = 0; p < buffers.length; p++) {
            TraceBuffer b = buffers[p];
            for (int i = 0; i < b.size(); i++) {
                visitor.accept(b.get(p, i));
            }
        }
    }

    /**
     * The number of events of all processors.
     *
     * @return their count
     */
    public long eventCount() {
        long n = 0;
        for (TraceBuffer b : buffers) {
            n += b.size();
        }
        return n;
    }
}
