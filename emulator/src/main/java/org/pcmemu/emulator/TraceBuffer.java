package org.pcmemu.emulator;

import org.agrona.collections.IntArrayList;
import org.agrona.collections.LongArrayList;

/**
 * One processor's trace in primitive lists (no object per event).
 *
 * <p>Note: this class is not threadsafe; the owning processor writes it, readers come after the run.
 */
final class TraceBuffer {
    private final LongArrayList starts = new LongArrayList();
    private final LongArrayList ends = new LongArrayList();
    private final IntArrayList kindsAndPeers = new IntArrayList();

    void add(EventKind kind, long start, long end, int peer) {
        starts.addLong(start);
        ends.addLong(end);
        kindsAndPeers.addInt(kind.ordinal());
        kindsAndPeers.addInt(peer);
    }

    int size() {
        return starts.size();
    }

    TraceEvent get(int processor, int i) {
        return new TraceEvent(processor, EventKind.of(kindsAndPeers.getInt(2 * i)),
                starts.getLong(i), ends.getLong(i), kindsAndPeers.getInt(2 * i + 1));
    }
}
