package org.pcmemu.emulator.window;

/**
 * The departures of the messages still in transit to one processor, oldest first, under a
 * {@link CapacityRule}: up to two in fields (the limit ceil(L/g) is at most 2 whenever L <= 2g,
 * as in the papers' L = 6, g = 4, and then no destination needs more), then a ring that grows up
 * to the rule's limit and no further. Both hold them with the same rule ({@link #start}). Made
 * at a processor's first decided message (Recipient), so a run without a capacity rule does not
 * carry it.
 *
 * <p>Note: this class is not threadsafe; one thread touches it at a time: the deciding thread of
 * its processor's part ({@link RequestDecider}), through {@link Recipient}.
 */
final class InTransit {
    /* While ring is null: the departures in transit, oldest first. */
    private long first;
    private long second;
    private long[] ring;
    private int head;
    private int size;

    /**
     * Decides the start of a send asked for at {@code attempt} and records its departure: the
     * earliest start >= attempt at which fewer than {@code rule.limit()} messages are in transit
     * here. Departures are decided in non-decreasing order (see {@link CapacityRule}), so they
     * stay sorted and only the oldest can hold the send back.
     */
    long start(long attempt, CapacityRule rule) {
        if (ring != null) {
            return startInRing(attempt, rule);
        }
        long departure = attempt + rule.overhead();
        long latency = rule.latency();
        while (size > 0 && first + latency <= departure) {
            first = second;
            size--;
        }
        if (size >= rule.limit()) {
            departure = first + latency;
            first = second;
            size--;
        }
        if (size == 2) {
            // a third in transit (the limit is above 2, so nothing above changed): a ring from here on
            ring = new long[4];
            ring[0] = first;
            ring[1] = second;
            head = 0;
            return startInRing(attempt, rule);
        }
        if (size == 0) {
            first = departure;
        } else {
            second = departure;
        }
        size++;
        return departure - rule.overhead();
    }

    private long startInRing(long attempt, CapacityRule rule) {
        long departure = attempt + rule.overhead();
        while (size > 0 && ring[head] + rule.latency() <= departure) {
            drop();
        }
        if (size >= rule.limit()) {
            departure = ring[head] + rule.latency();
            drop();
        }
        if (size == ring.length) {
            grow();
        }
        ring[(head + size) & (ring.length - 1)] = departure;
        size++;
        return departure - rule.overhead();
    }

    private void drop() {
        head = (head + 1) & (ring.length - 1);
        size--;
    }

    private void grow() {
        long[] bigger = new long[ring.length * 2];
        for (int i = 0; i < size; i++) {
            bigger[i] = ring[(head + i) & (ring.length - 1)];
        }
        ring = bigger;
        head = 0;
    }
}
