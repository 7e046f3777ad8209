package org.pcmemu.algorithms.hpram.broadcast;

/**
 * What one processor knows of the broadcast item: its local memory. The item gets here only
 * from a shared-memory read (or, for processor 0, from the start).
 *
 * <p>Note: this class is not threadsafe; one processor's program owns it.
 */
final class Holder {
    private final int id;
    private boolean has;
    private long value;

    Holder(int id) {
        this.id = id;
    }

    static Holder start(int id, long item) {
        Holder h = new Holder(id);
        h.has = true;
        h.value = item;
        return h;
    }

    boolean has() {
        return has;
    }

    /** Takes the value just read; reading the item again is harmless, a different value is a bug. */
    void take(long read) {
        if (has && read != value) {
            throw new IllegalStateException("processor " + id + " read " + read + " but already holds " + value);
        }
        has = true;
        value = read;
    }

    /** The item, to write it; a processor that does not hold it must not be asked. */
    long item() {
        if (!has) {
            throw new IllegalStateException("processor " + id + " must write the item but does not hold it");
        }
        return value;
    }
}
