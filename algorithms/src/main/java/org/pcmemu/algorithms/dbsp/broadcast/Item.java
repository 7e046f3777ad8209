package org.pcmemu.algorithms.dbsp.broadcast;

import java.util.List;
import org.pcmemu.emulator.StepMessage;
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
        List<StepMessage> messages = d.messages();
        for (int i = 0; i < messages.size(); i++) { // no iterator: one take per processor, a million in a run
            StepMessage m = messages.get(i);
            if (value != null || !(m.payload() instanceof Long v)) {
                throw new IllegalStateException("processor " + id + " got an unexpected message from " + m.from()
                        + " in superstep " + d.superstep() + " of level " + d.level());
            }
            value = v;
        }
    }

    /** The item, to send it (the one boxed copy: sent as is); a processor that does not hold it must not be asked. */
    Long item() {
        if (value == null) {
            throw new IllegalStateException("processor " + id + " must send the item but does not hold it");
        }
        return value;
    }
}
