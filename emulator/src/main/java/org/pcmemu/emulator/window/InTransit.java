package org.pcmemu.emulator.window;

/**
 * The departures of the messages still in transit to one processor, oldest first, under a
 * {@link CapacityRule}: a ring that grows up to the rule's limit and no further.
 *
 * <p>Note: this class is not threadsafe; one thread touches it at a time: the deciding thread of
 * its processor's part ({@link RequestDecider}), through {@link Recipient}.
 */
final class InTransit {
    private long[] departures = new long[2];
    private int head;
    private int size;

    /** A ring holding {@code first} and {@code second}, the two messages in transit so far, oldest first. */
    InTransit(long first, long second) {
        departures[0] = first;
        departures[1] = second;
        size = 2;
    }

    /**
     * Decides the start of a send asked for at {@code attempt} and records its departure: the
     * earliest start >= attempt at which fewer than {@code rule.limit()} messages are in transit
     * here. Departures are decided in non-decreasing order (see {@link CapacityRule}), so the
     * ring stays sorted and only its oldest entry can hold the send back.
     */
    long start(long attempt, CapacityRule rule) {
        long departure = attempt + rule.overhead();
        while (size > 0 && departures[head] + rule.latency() <= departure) {
            drop();
        }
        if (size >= rule.limit()) {
            departure = departures[head] + rule.latency();
            drop();
        }
        if (size == departures.length) {
            grow();
        }
        departures[(head + size) & (departures.length - 1)] = departure;
        size++;
        return departure - rule.overhead();
    }

    private void drop() {
        head = (head + 1) & (departures.length - 1);
        size--;
    }

    private void grow() {
        long[] bigger = new long[departures.length * 2];
        for (int i = 0; i < size; i++) {
            bigger[i] = departures[(head + i) & (departures.length - 1)];
        }
        departures = bigger;
        head = 0;
    }
}
