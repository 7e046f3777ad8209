package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.emulator.barrier.BarrierMessage;
import org.pcmemu.models.dbsp.DBspProcessor;

/**
 * What one D-BSP processor holds of the broadcast item: it gets there only in a message (or, for
 * processor 0, from the start).
 *
 * <p>Note: this class is not threadsafe; one processor's program owns it.
 */
final class Item {
    private final int id;
    private Long value;

    Item(int id, Long value) {
        this.id = id;
        this.value = value;
    }

    Long value() {
        return value;
    }

    /** Takes the item from this superstep's messages; a second copy, or any other message, is a bug. */
    void take(DBspProcessor d) {
        for (BarrierMessage m : d.messages()) {
            if (value != null || !(m.payload() instanceof Long v)) {
                throw new IllegalStateException("processor " + id + " got an unexpected message from " + m.from()
                        + " in superstep " + d.superstep() + " of level " + d.level());
            }
            value = v;
        }
    }

    /** The item, to send it; a processor that does not hold it must not be asked. */
    long item() {
        if (value == null) {
            throw new IllegalStateException("processor " + id + " must send the item but does not hold it");
        }
        return value;
    }
}
