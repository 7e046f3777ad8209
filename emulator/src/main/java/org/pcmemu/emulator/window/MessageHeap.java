package org.pcmemu.emulator.window;

import java.util.Arrays;

/**
 * Messages in {@link WindowMessage#compareTo} order: up to four sorted runs and a binary min-heap,
 * each with the arrival times kept in a parallel primitive array so that ordering mostly compares
 * longs in cache-friendly arrays; sender and sequence are read only to break ties.
 *
 * <p>A run is a ring of messages in order: a message goes to the first run whose last message is
 * no later, else to a new run, else (all four taken) to the first run whose first message is
 * later, in O(1); one that fits no run goes to the heap; the next message is the least of the
 * runs' first messages and the heap's top. A processor's messages mostly come in a few ascending or descending sequences: in
 * the all-to-all exchange a destination gets its 999 messages as two ascending ones (one per turn
 * around the ring of senders) per core that sent them, or, under the enforced capacity, in the
 * order they were decided; so it adds and takes them in O(1) instead of O(log n) sifts.
 *
 * <p>The mailbox hands over what one drain took with {@link #stage} and then {@link #addStaged},
 * which adds it newest first. Within one window of the exchange the senders run in ascending
 * order and send their k-th messages, whose arrivals grow with k, so a destination receives
 * each window's messages in descending arrival: newest first makes each drain an ascending
 * sequence that extends a run, where offer order starts a new run per message and, with four
 * runs taken, sends the rest to the heap (measured: the exchange's time sampled in the heap's
 * sifts, and none with newest first).
 *
 * <p>Note: this class is not threadsafe; only the mailbox's owner touches it.
 */
final class MessageHeap {
    /* At most this many sorted runs; a message that fits none goes to the heap. */
    private static final int RUNS = 4;

    private long[] arrivals = new long[8];
    private WindowMessage[] messages = new WindowMessage[8];
    private int size;
    private final Run[] runs = new Run[RUNS]; // created as needed
    private int runCount;
    private int runMessages;
    /* The earliest arrival here, or UNKNOWN: cleared by every change, found again when asked. */
    private long earliest = UNKNOWN;
    private static final long UNKNOWN = Long.MIN_VALUE;

    /* What one drain of the mailbox took, in offer order, until addStaged. */
    private WindowMessage[] staged = new WindowMessage[8];
    private int stagedCount;

    /** Keeps m for {@link #addStaged}; m was offered after every message staged before it. */
    void stage(WindowMessage m) {
        if (stagedCount == staged.length) {
            staged = Arrays.copyOf(staged, stagedCount * 2);
        }
        staged[stagedCount++] = m;
    }

    /** Adds the staged messages, newest first (see the class comment). */
    void addStaged() {
        for (int i = stagedCount - 1; i >= 0; i--) {
            add(staged[i]);
            staged[i] = null;
        }
        stagedCount = 0;
    }

    int size() {
        return size + runMessages;
    }

    WindowMessage peek() {
        Run first = firstRun();
        WindowMessage m;
        if (first == null) {
            m = size == 0 ? null : messages[0];
        } else {
            m = heapFirst(first) ? messages[0] : first.messages[first.head];
        }
        // the earliest arrival, for the synchronizer's next question: the owner peeks before it
        // blocks, so the advancer (one thread for all) finds it here instead of searching again
        earliest = m == null ? Long.MAX_VALUE : m.arrival();
        return m;
    }

    /*
     * The earliest arrival of the messages here, Long.MAX_VALUE if none: asked by the synchronizer,
     * and under a capacity rule once per message decided for this processor while it waits, when
     * nothing here changes. Known without a search after a peek (see there).
     */
    long earliestArrival() {
        long e = earliest;
        if (e == UNKNOWN) {
            e = size == 0 ? Long.MAX_VALUE : arrivals[0];
            for (int i = 0; i < runCount; i++) {
                Run r = runs[i];
                if (r.size != 0) {
                    e = Math.min(e, r.arrivals[r.head]);
                }
            }
            earliest = e;
        }
        return e;
    }

    void add(WindowMessage m) {
        earliest = UNKNOWN;
        long a = m.arrival();
        for (int i = 0; i < runCount; i++) {
            Run r = runs[i];
            if (r.size == 0 || !r.afterLast(a, m)) {
                r.append(a, m);
                runMessages++;
                return;
            }
        }
        if (runCount < RUNS) {
            Run r = new Run();
            runs[runCount++] = r;
            r.append(a, m);
            runMessages++;
            return;
        }
        // Only when every run is taken: a new sequence that starts below a run's first message
        // would otherwise take that run's front for one message and leave its rest to the heap.
        for (int i = 0; i < runCount; i++) {
            Run r = runs[i];
            if (r.beforeFirst(a, m)) {
                r.prepend(a, m);
                runMessages++;
                return;
            }
        }
        addToHeap(a, m);
    }

    WindowMessage poll() {
        earliest = UNKNOWN;
        Run first = firstRun();
        if (first != null && !heapFirst(first)) {
            runMessages--;
            return first.takeFirst();
        }
        return pollHeap();
    }

    /* The run whose first message comes first, or null if the runs are empty. */
    private Run firstRun() {
        if (runMessages == 0) {
            return null;
        }
        Run best = null;
        for (int i = 0; i < runCount; i++) {
            Run r = runs[i];
            if (r.size != 0 && (best == null || precedes(r.arrivals[r.head], r.messages[r.head],
                    best.arrivals[best.head], best.messages[best.head]))) {
                best = r;
            }
        }
        return best;
    }

    /* Whether the heap's top comes before the first message of run r. */
    private boolean heapFirst(Run r) {
        return size != 0 && precedes(arrivals[0], messages[0], r.arrivals[r.head], r.messages[r.head]);
    }

    /*
     * Messages in order, each no earlier than the one before: a ring, capacity a power of two,
     * that grows at its end (a message no earlier than the last) or at its front (one earlier
     * than the first), so an ascending and a descending sequence both fill one run.
     */
    private static final class Run {
        long[] arrivals = new long[8];
        WindowMessage[] messages = new WindowMessage[8];
        int head;
        int size;

        /* Whether (a, m) orders before this run's last message (the run is not empty). */
        boolean afterLast(long a, WindowMessage m) {
            int last = (head + size - 1) & (messages.length - 1);
            return precedes(a, m, arrivals[last], messages[last]);
        }

        /* Whether (a, m) orders before this run's first message (the run is not empty). */
        boolean beforeFirst(long a, WindowMessage m) {
            return precedes(a, m, arrivals[head], messages[head]);
        }

        void prepend(long a, WindowMessage m) {
            growIfFull();
            head = (head - 1) & (messages.length - 1);
            arrivals[head] = a;
            messages[head] = m;
            size++;
        }

        void append(long a, WindowMessage m) {
            growIfFull();
            int at = (head + size) & (messages.length - 1);
            arrivals[at] = a;
            messages[at] = m;
            size++;
        }

        private void growIfFull() {
            if (size == messages.length) {
                long[] biggerArrivals = new long[size * 2];
                WindowMessage[] bigger = new WindowMessage[size * 2];
                for (int i = 0; i < size; i++) {
                    int at = (head + i) & (messages.length - 1);
                    biggerArrivals[i] = arrivals[at];
                    bigger[i] = messages[at];
                }
                arrivals = biggerArrivals;
                messages = bigger;
                head = 0;
            }
        }

        WindowMessage takeFirst() {
            WindowMessage m = messages[head];
            messages[head] = null;
            head = (head + 1) & (messages.length - 1);
            size--;
            return m;
        }
    }

    private void addToHeap(long a, WindowMessage m) {
        if (size == messages.length) {
            arrivals = Arrays.copyOf(arrivals, size * 2);
            messages = Arrays.copyOf(messages, size * 2);
        }
        int at = size++;
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            if (!before(a, m, parent)) {
                break;
            }
            put(at, arrivals[parent], messages[parent]);
            at = parent;
        }
        put(at, a, m);
    }

    private WindowMessage pollHeap() {
        if (size == 0) {
            return null;
        }
        WindowMessage top = messages[0];
        int n = --size;
        long a = arrivals[n];
        WindowMessage m = messages[n];
        messages[n] = null;
        int at = 0;
        int half = n >>> 1;
        while (at < half) {
            int child = 2 * at + 1;
            int right = child + 1;
            if (right < n && before(arrivals[right], messages[right], child)) {
                child = right;
            }
            if (!precedes(arrivals[child], messages[child], a, m)) {
                break;
            }
            put(at, arrivals[child], messages[child]);
            at = child;
        }
        if (n > 0) {
            put(at, a, m);
        }
        return top;
    }

    /* Whether (a, m) orders before the heap's entry at index i. */
    private boolean before(long a, WindowMessage m, int i) {
        return a < arrivals[i] || (a == arrivals[i] && m.compareTo(messages[i]) < 0);
    }

    /* Whether (a1, m1) orders before (a2, m2). */
    private static boolean precedes(long a1, WindowMessage m1, long a2, WindowMessage m2) {
        return a1 < a2 || (a1 == a2 && m1.compareTo(m2) < 0);
    }

    private void put(int i, long a, WindowMessage m) {
        arrivals[i] = a;
        messages[i] = m;
    }
}
