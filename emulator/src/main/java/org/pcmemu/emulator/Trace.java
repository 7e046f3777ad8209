package org.pcmemu.emulator;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The per-processor event trace of a finished run, in each processor's model-time order. */
public final class Trace {
    private final TraceBuffer[] buffers;

    Trace(TraceBuffer[] buffers) {
        this.buffers = buffers;
    }

    public int processors() {
        return buffers.length;
    }

    public List<TraceEvent> events(int processor) {
        TraceBuffer b = buffers[processor];
        List<TraceEvent> out = new ArrayList<>(b.size());
        for (int i = 0; i < b.size(); i++) {
            out.add(b.get(processor, i));
        }
        return out;
    }

    /** Visits every event, processor by processor. */
    public void forEach(Consumer<TraceEvent> visitor) {
        for (int p = 0; p < buffers.length; p++) {
            TraceBuffer b = buffers[p];
            for (int i = 0; i < b.size(); i++) {
                visitor.accept(b.get(p, i));
            }
        }
    }

    public long eventCount() {
        long n = 0;
        for (TraceBuffer b : buffers) {
            n += b.size();
        }
        return n;
    }
}
