package org.pcmemu.emulator.window;

import java.util.Arrays;

/**
 * One part of the send requests under a {@link CapacityRule} ({@link RequestDecider}): the
 * requests of its senders (processor ids congruent to its index modulo the part count), what a
 * band files under it as a destination part, and what a decision found: the senders it resumed
 * and the waiters it keyed. Touched by the deciding thread of the part in each step of a band, and
 * by the advancer between decisions; the band's barriers order the two.
 */
final class DecidingPart {
    private final RequestQueue requests;
    /* The request of sender id (at slot(id)) while it is filed: copied from the sender, so taking it loads nothing of the sender. */
    private final int[] to;
    private final long[] sequence;
    private final Object[] payload;
    /*
     * Sender id's burst while it is filed: its sends decided so far and their number, and the
     * arrays of its burst's sends after the first (destinations; payloads, then decisions),
     * null for a burst of one.
     */
    private final int[] decided;
    private final int[] sends;
    private final int[][] burstTo;
    private final Object[][] burstItems;
    private final int index;
    private final FiledRequests[] filed; // by the sender's part
    private final int[] cursor;
    private final int parts;
    private int[] resumed = new int[16];
    private int resumedCount;
    private long resumedBound;
    private long least;
    private long taken; // requests taken in this decision
    private int ended; // finished senders whose last sends were decided in this decision
    private int[] keyed = new int[16];
    private int keyedCount;
    private long leastKey;

    DecidingPart(int processors, int index, int parts) {
        this.requests = new RequestQueue();
        int slots = (processors - index + parts - 1) / parts;
        this.to = new int[slots];
        this.sequence = new long[slots];
        this.payload = new Object[slots];
        this.decided = new int[slots];
        this.sends = new int[slots];
        this.burstTo = new int[slots][];
        this.burstItems = new Object[slots][];
        this.index = index;
        this.filed = new FiledRequests[parts];
        for (int s = 0; s < parts; s++) {
            filed[s] = new FiledRequests();
        }
        this.cursor = new int[parts];
        this.parts = parts;
    }

    /* The advancer, before a decision: nothing taken, resumed or keyed yet; returns the requests waiting. */
    int begin() {
        taken = 0;
        ended = 0;
        resumedCount = 0;
        resumedBound = Long.MAX_VALUE;
        keyedCount = 0;
        leastKey = Long.MAX_VALUE;
        return requests.size();
    }

    /* Files q's first request of a flush (the advancer, while q is parked or finished). */
    void file(WindowProcessor q) {
        DeferredSends r = q.requests();
        requests.add(q.id, r.attempt());
        int slot = slot(q.id);
        to[slot] = r.to();
        sequence[slot] = r.sequence();
        payload[slot] = r.payload();
        decided[slot] = 0;
        sends[slot] = q.deferred();
        DeferredSends.Burst b = r.later(); // complete: the sender is parked or finished
        burstTo[slot] = b == null ? null : b.destinations();
        burstItems[slot] = b == null ? null : b.items();
    }

    /* Where sender id's request is kept in this part's arrays. */
    private int slot(int id) {
        return id / parts;
    }

    /*
     * Settle step: sender q of this part takes m, its current request's decision: asks again
     * (filed here, its next send read from the burst's arrays kept by slot, so neither the
     * sender's object nor its burst's is touched) or, its burst decided, resumes or, its program
     * ended, is retired.
     */
    void settle(WindowProcessor q, WindowMessage m, long spacing) {
        int slot = slot(q.id);
        long notBefore = RequestDecider.saturatedSum(m.sendStart(), spacing);
        int k = decided[slot]++;
        if (k == 0) {
            q.requests().decidedFirst(m);
        } else {
            burstItems[slot][k - 1] = m; // its payload was copied when it was filed
        }
        if (k + 1 < sends[slot]) {
            requests.add(q.id, notBefore);
            to[slot] = burstTo[slot][k];
            payload[slot] = burstItems[slot][k];
            sequence[slot]++;
            return;
        }
        burstTo[slot] = null;
        burstItems[slot] = null;
        if (q.sendsDecided(k + 1)) {
            ended++; // its program ended after these sends: nothing to wake, and it bounds no band
        } else {
            addResumed(q.id);
            resumedBound = Math.min(resumedBound, notBefore); // its next send's earliest attempt
        }
    }

    /* Settle step, after every part's decisions for this part's senders are settled: its least attempt. */
    void noteLeast() {
        least = requests.isEmpty() ? Long.MAX_VALUE : requests.minKey();
    }

    /* Take step: this part's requests below {@code below}, in (attempt, id) order, filed under their destination's part. */
    void take(long below, DecidingPart[] part) {
        while (!requests.isEmpty() && requests.minKey() < below) {
            long attempt = requests.minKey();
            int id = requests.removeMin();
            int slot = slot(id);
            int destination = to[slot];
            taken++;
            part[destination % parts].filed[index].add(id, destination, attempt, sequence[slot], payload[slot]);
            payload[slot] = null;
        }
    }

    /*
     * Take, decide and settle fused, for one part (RequestDecider.takeAndDecide): decides each of
     * this part's requests below {@code below} as it is taken, and settles its sender at once.
     */
    void takeAndDecide(long below, RequestDecider d, WindowProcessor[] processors, long spacing) {
        while (!requests.isEmpty() && requests.minKey() < below) {
            long attempt = requests.minKey();
            int id = requests.removeMin();
            taken++;
            int slot = slot(id);
            WindowMessage m = d.decide(this, id, to[slot], attempt, sequence[slot], payload[slot]);
            payload[slot] = null;
            settle(processors[id], m, spacing);
        }
    }

    /* Decide step for this part's destinations: every request filed under it, in (attempt, id) order. */
    void decideFiled(RequestDecider d) {
        int[] at = cursor;
        Arrays.fill(at, 0);
        while (true) {
            int from = -1;
            long attempt = Long.MAX_VALUE;
            int id = Integer.MAX_VALUE;
            for (int s = 0; s < parts; s++) {
                FiledRequests f = filed[s];
                if (at[s] < f.count()) {
                    long a = f.attempt(at[s]);
                    int i = f.id(at[s]);
                    if (a < attempt || (a == attempt && i < id)) {
                        from = s;
                        attempt = a;
                        id = i;
                    }
                }
            }
            if (from < 0) {
                break;
            }
            filed[from].decide(at[from]++, d, this);
        }
    }

    /* What part `sender` filed under this part in the band (the settle step takes its decisions). */
    FiledRequests filedBy(int sender) {
        return filed[sender];
    }

    int index() {
        return index;
    }

    /* Decide step: waiter id, parked in next(), got a message; its key is now `key` (counted in the band's end). */
    void keyed(int id, long key) {
        if (keyedCount == keyed.length) {
            keyed = Arrays.copyOf(keyed, keyedCount * 2);
        }
        keyed[keyedCount++] = id;
        leastKey = Math.min(leastKey, key);
    }

    private void addResumed(int id) {
        if (resumedCount == resumed.length) {
            resumed = Arrays.copyOf(resumed, resumedCount * 2);
        }
        resumed[resumedCount++] = id;
    }

    long least() {
        return least;
    }

    long resumedBound() {
        return resumedBound;
    }

    long leastKey() {
        return leastKey;
    }

    long taken() {
        return taken;
    }

    int ended() {
        return ended;
    }

    int resumedCount() {
        return resumedCount;
    }

    int resumed(int i) {
        return resumed[i];
    }

    int keyedCount() {
        return keyedCount;
    }

    int keyed(int i) {
        return keyed[i];
    }

    /* The least attempt still waiting here, or Long.MAX_VALUE. */
    long nextAttempt() {
        return requests.isEmpty() ? Long.MAX_VALUE : requests.minKey();
    }
}
