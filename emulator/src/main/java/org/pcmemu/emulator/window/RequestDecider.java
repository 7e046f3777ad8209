package org.pcmemu.emulator.window;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * Decides the send requests under a {@link CapacityRule} in bands, each band's destinations in
 * parallel, with the same outcome as deciding them one at a time in (attempt, sender id) order.
 *
 * <p>Why a band can be split by destination. Let a0 be the least attempt waiting and
 * <pre>
 *   end = min(a0 + min(spacing, overhead + latency), least bound of a resumed sender, least waiter key)
 * </pre>
 * Deciding a request at attempt a >= a0 gives its sender's next request an attempt of at least
 * its start plus the spacing, so >= end; a resumed sender asks again no earlier than that either;
 * and the message arrives at start + overhead + latency >= end, so a waiter's key it lowers stays
 * >= end. So while the requests with attempt < end are decided, no new request below it appears and
 * neither stop condition of the one-at-a-time order can fire: the band is exactly the requests
 * that order would decide next. In a band each sender has one request, and a decision reads and
 * writes only its destination's messages in transit; so deciding each destination's requests in
 * (attempt, sender id) order, destinations in any order or at once, gives every start the
 * one-at-a-time order gives.
 *
 * <p>The work of a band is split in parts, by processor id modulo the part count: part w holds
 * the requests of its senders in its own {@link RequestQueue}, and decides for its
 * destinations. One band is three steps, each step's parts run by the deciding threads in
 * parallel, with a barrier between steps:
 * <pre>
 *   settle:  each part's senders decided in the band before take their messages and ask again
 *            (re-keyed) or resume (its list of resumed senders); the part's least attempt
 *   (every thread computes the end from all parts' least attempts and bounds; stop if none is below)
 *   take:    each part takes its requests below the end, in (attempt, id) order, and files a copy of
 *            each under the part of its destination
 *   decide:  each part merges what was filed under it by (attempt, id) and decides it: start,
 *            message, delivery; notes each waiting destination's new key
 * </pre>
 * With one part, take, decide and settle are one loop ({@code takeAndDecide}): the merge over a
 * single filed list is the take order itself, and a sender's next request, at or past the band's
 * end, is filed as soon as its current one is decided.
 * The advancer is the first deciding thread; the others are {@link Helpers}, engaged only for a
 * call with enough requests waiting, and bands large enough, to pay for waking them. Work per
 * band is O(requests in it / threads) per thread and O(parts) for its end; nothing is serial per
 * message.
 *
 * <p>Threading: every method but the band steps runs on the advancer while the helpers are idle.
 * The barrier's atomic counter and volatile generation order each step's writes before the next
 * step's reads; handing a helper its job (a volatile write) orders the advancer's writes before
 * the helper's reads, and the helpers' count of finished jobs orders theirs before the advancer
 * goes on. Each part's calendar and each processor's own request state are touched by the part's
 * thread only; what crosses parts are the filed arrays and the messages.
 */
final class RequestDecider {
    /**
     * Requests waiting, at the start of a decision, from which the helpers are engaged, if the
     * last decision's bands held a quarter of that on average: waking them and three barriers a
     * band cost microseconds, which a band of a few requests does not repay.
     */
    static final int ENGAGE_DEFAULT = 512;

    private final WindowProcessor[] processors;
    private final CapacityRule rule;
    private final long width;
    private final int parts;
    private final int engageAt;
    private final Part[] part;
    private final Helpers helpers; // null: one thread decides
    /* The deciding threads' barrier. */
    private final AtomicInteger arrived = new AtomicInteger();
    private volatile int generation;
    /* The first failure of any deciding thread: every thread leaves the band loop at its next barrier. */
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    /* Per call: the deciding threads and the waiters' least key before the call. */
    private int threads;
    private long waiterKey;
    private long bands; // in this decision (thread 0 counts)
    private int ended; // in this decision
    private boolean largeBands = true; // the last decision's mean band held at least engageAt / 4 requests

    /* {@code threads} deciding threads at most; one part if fewer processors than engageAt could ever wait. */
    RequestDecider(WindowProcessor[] processors, CapacityRule rule, int threads, int engageAt) {
        this.processors = processors;
        this.rule = rule;
        this.width = Math.min(rule.spacing(), rule.overhead() + rule.latency());
        this.parts = processors.length < engageAt ? 1 : threads;
        this.engageAt = engageAt;
        this.part = new Part[this.parts];
        for (int w = 0; w < this.parts; w++) {
            part[w] = new Part(processors.length, w, parts);
        }
        this.helpers = this.parts > 1 ? Helpers.SHARED : null;
    }

    /** Files q's current request (its attempt); q has none filed (a requesting processor is parked until decided). */
    void request(WindowProcessor q) {
        part[q.id % parts].file(q);
    }

    /**
     * Decides every request that no processor can still precede (see the class comment and
     * {@code WindowSynchronizer.decideRequests}); appends the resumed senders to {@code active}
     * and re-keys the waiters that got a message. Returns the number of active entries and, through
     * {@link #nextAttempt}, the least time at which a request not yet decided may start.
     */
    int decide(WaiterCalendar calendar, int[] active, int activeCount, KeyWaiter keyWaiter) {
        waiterKey = calendar.isEmpty() ? Long.MAX_VALUE : calendar.minKey();
        int waiting = 0;
        bands = 0;
        ended = 0;
        for (Part p : part) {
            p.taken = 0;
            p.ended = 0;
            p.resumedCount = 0;
            p.resumedBound = Long.MAX_VALUE;
            p.keyedCount = 0;
            p.leastKey = Long.MAX_VALUE;
            waiting += p.requests.size();
        }
        if (waiting == 0) {
            return activeCount;
        }
        threads = parts; // read by the helpers: set before they are given the job
        if (helpers == null || waiting < engageAt || !largeBands || !helpers.engage(this, parts - 1)) {
            threads = 1;
        }
        if (threads == 1) {
            bands(0);
        } else {
            help(0);
            helpers.awaitDone();
            Throwable e = failure.getAndSet(null);
            if (e != null) {
                arrived.set(0); // the run ends with it (WindowSynchronizer.advance)
                if (e instanceof Error error) {
                    throw error;
                }
                throw new IllegalStateException("deciding the sends failed: " + e, e);
            }
        }
        long taken = 0;
        for (Part p : part) {
            taken += p.taken;
            ended += p.ended;
            for (int i = 0; i < p.resumedCount; i++) {
                active[activeCount++] = p.resumed[i];
            }
            for (int i = 0; i < p.keyedCount; i++) {
                keyWaiter.key(processors[p.keyed[i]]);
            }
        }
        largeBands = bands == 0 || taken >= bands * (engageAt / 4);
        return activeCount;
    }

    /** After {@link #decide}: how many finished processors it retired (their sends left at the end, decided and applied). */
    int ended() {
        return ended;
    }

    /** After {@link #decide}: the least time at which a request not yet decided may start. */
    long nextAttempt() {
        long next = Long.MAX_VALUE;
        for (Part p : part) {
            next = Math.min(next, p.resumedBound);
            if (!p.requests.isEmpty()) {
                next = Math.min(next, p.requests.minKey());
            }
        }
        return next;
    }

    /* The band loop of deciding thread t (0: the advancer); it handles parts t, t + threads, ... */
    private void bands(int t) {
        int step = threads;
        while (true) {
            for (int w = t; w < parts; w += step) {
                settle(part[w]);
            }
            if (!arrive()) {
                return;
            }
            long least = Long.MAX_VALUE;
            long resumedBound = Long.MAX_VALUE;
            long waiterBound = waiterKey;
            for (Part p : part) {
                least = Math.min(least, p.least);
                resumedBound = Math.min(resumedBound, p.resumedBound);
                waiterBound = Math.min(waiterBound, p.leastKey);
            }
            if (least >= resumedBound || least >= waiterBound) {
                return; // least == MAX_VALUE: nothing waits
            }
            if (t == 0) {
                bands++;
            }
            long below = Math.min(Math.min(saturatedSum(least, width), resumedBound), waiterBound);
            if (parts == 1) {
                takeAndDecide(part[0], below);
                continue;
            }
            for (int w = t; w < parts; w += step) {
                take(part[w], below);
            }
            if (!arrive()) {
                return;
            }
            for (int w = t; w < parts; w += step) {
                decideFiled(w);
            }
            if (!arrive()) {
                return;
            }
        }
    }

    /*
     * Settle step: the senders of part p decided in the last band take their decisions (filed
     * under each destination part) and ask again or resume. A processor's own state is touched by
     * its part's thread only; the decide step wrote only into the filed arrays.
     */
    private void settle(Part p) {
        long spacing = rule.spacing();
        for (Part dest : part) {
            Filed f = dest.filed[p.index];
            for (int k = 0; k < f.count; k++) {
                WindowMessage m = f.messages[k];
                f.messages[k] = null;
                settleOne(p, f.ids[k], m, spacing);
            }
            f.count = 0;
        }
        p.least = p.requests.isEmpty() ? Long.MAX_VALUE : p.requests.minKey();
    }

    /*
     * The sender `id` of part p takes m, its current request's decision: asks again (filed in p,
     * its next send read from the burst's arrays kept by slot, so neither the sender's object nor
     * its burst's is touched) or, its burst decided, resumes.
     */
    private void settleOne(Part p, int id, WindowMessage m, long spacing) {
        int slot = p.slot(id);
        long notBefore = saturatedSum(m.sendStart(), spacing);
        int k = p.decided[slot]++;
        if (k == 0) {
            processors[id].requests.firstDecided = m;
        } else {
            p.burstItems[slot][k - 1] = m; // its payload was copied when it was filed
        }
        if (k + 1 < p.sends[slot]) {
            p.requests.add(id, notBefore);
            p.to[slot] = p.burstTo[slot][k];
            p.payload[slot] = p.burstItems[slot][k];
            p.sequence[slot]++;
            return;
        }
        p.burstTo[slot] = null;
        p.burstItems[slot] = null;
        WindowProcessor q = processors[id];
        q.requests.decidedCount = k + 1;
        q.requests.payload = null;
        q.requesting = false; // with its sends decided: see decisionsPending
        if (q.finished) {
            // its program ended after these sends (endAfterSends): nothing to wake, and it
            // never asks again, so it bounds no band
            q.applyEndedSends();
            q.retired = true;
            p.ended++;
        } else {
            p.addResumed(q.id);
            p.resumedBound = Math.min(p.resumedBound, notBefore); // its next send's earliest attempt
        }
    }

    /* Take step: part p's requests below {@code below}, in (attempt, id) order, filed by destination part. */
    private void take(Part p, long below) {
        RequestQueue requests = p.requests;
        while (!requests.isEmpty() && requests.minKey() < below) {
            long attempt = requests.minKey();
            int id = requests.removeMin();
            int slot = p.slot(id);
            int to = p.to[slot];
            p.taken++;
            part[to % parts].filed[p.index].add(id, to, attempt, p.sequence[slot], p.payload[slot]);
            p.payload[slot] = null;
        }
    }

    /*
     * Take, decide and settle fused, for one part (so one deciding thread, no barriers): the merge
     * of decideFiled over a single filed list is the take order itself, and deciding touches no
     * request, so deciding each request as it is taken gives the same starts without copying it
     * through the filed arrays. Settling the sender at once files its next request, at or past
     * `below`, so not taken in this band; a sender that resumes or ends here is seen by this
     * band's later decisions as not waiting in next() (its decisions are pending, or it is
     * finished), as it was while it still asked, so no destination is keyed differently.
     */
    private void takeAndDecide(Part p, long below) {
        RequestQueue requests = p.requests;
        long spacing = rule.spacing();
        while (!requests.isEmpty() && requests.minKey() < below) {
            long attempt = requests.minKey();
            int id = requests.removeMin();
            p.taken++;
            int slot = p.slot(id);
            WindowMessage m = decide(p, id, p.to[slot], attempt, p.sequence[slot], p.payload[slot]);
            p.payload[slot] = null;
            settleOne(p, id, m, spacing);
        }
    }

    /* Decide step for the destinations of part d: every request filed under it, in (attempt, id) order. */
    private void decideFiled(int d) {
        Part dest = part[d];
        int[] at = dest.cursor;
        Arrays.fill(at, 0);
        while (true) {
            int from = -1;
            long attempt = Long.MAX_VALUE;
            int id = Integer.MAX_VALUE;
            for (int s = 0; s < parts; s++) {
                Filed f = dest.filed[s];
                if (at[s] < f.count) {
                    long a = f.attempts[at[s]];
                    int i = f.ids[at[s]];
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
            decideOne(dest, dest.filed[from], at[from]++);
        }
    }

    /* Decides the k-th request of f, whose destination belongs to part dest; leaves the message in f. */
    private void decideOne(Part dest, Filed f, int k) {
        f.messages[k] = decide(dest, f.ids[k], f.to[k], f.attempts[k], f.sequences[k], f.payloads[k]);
        f.payloads[k] = null;
    }

    /* Decides sender's request to toId at attempt, whose destination belongs to part dest; returns its message. */
    private WindowMessage decide(Part dest, int sender, int toId, long attempt, long sequence, Object payload) {
        WindowProcessor to = processors[toId];
        arrival(attempt, sender); // the earliest the message can arrive; so InTransit's sums stay in range
        long start = to.startSend(attempt, rule);
        WindowMessage m = payload instanceof WindowProcessor.Sized sized
                ? WindowMessage.of(sender, toId, sequence, start, arrival(start, sender), sized.payload(), sized.bytes())
                : new WindowMessage(sender, toId, sequence, start, arrival(start, sender), payload);
        to.deliver(m);
        if (!to.finished && !to.requesting && !to.decisionsPending()) {
            // parked in next(): its key may have dropped; keyed after the call, counted in the band's end now
            dest.addKeyed(to.id);
            dest.leastKey = Math.min(dest.leastKey, Math.max(to.clock, to.earliestPending()));
        }
        return m;
    }

    /* t + d for d >= 0, at most Long.MAX_VALUE. */
    static long saturatedSum(long t, long d) {
        long sum = t + d;
        return sum < t ? Long.MAX_VALUE : sum;
    }

    /*
     * The arrival of a send that starts at start, or the run fails: model time ends at
     * Long.MAX_VALUE cycles (a wrapped time would be decided again and again).
     */
    private long arrival(long start, int sender) {
        long sum = start + rule.overhead() + rule.latency();
        if (sum < start) {
            throw new ArithmeticException("processor " + sender + "'s send at model time " + start
                    + " would end past " + Long.MAX_VALUE + " cycles");
        }
        return sum;
    }

    /*
     * The deciding threads' barrier; with one thread, nothing to wait for. Returns false once any
     * thread failed: the caller leaves the band loop at once, whatever step the others are in.
     * Spins a little, then parks for short spells, so that more deciding threads than free cores
     * (or a descheduled thread) cost wake-ups, not whole time slices.
     */
    private boolean arrive() {
        int n = threads;
        if (n == 1) {
            return true;
        }
        int g = generation;
        if (arrived.incrementAndGet() == n) {
            arrived.set(0);
            generation = g + 1;
            return failure.get() == null;
        }
        int spins = 0;
        while (generation == g) {
            if (failure.get() != null) {
                return false;
            }
            pause(++spins);
        }
        return failure.get() == null;
    }

    static void pause(int spins) {
        if (spins < 2048) {
            Thread.onSpinWait();
        } else {
            LockSupport.parkNanos(20_000);
        }
    }

    /* Deciding thread t's share of one decision: the advancer's (t = 0) or a helper's (see Helpers). */
    void help(int t) {
        try {
            bands(t);
        } catch (Throwable e) {
            failure.compareAndSet(null, e); // the first is reported; the others leave at their next barrier
        }
    }

    /** The band's deciding threads other than the advancer: platform threads, shared by all runs, parked when idle. */
    static final class Helpers {
        static final Helpers SHARED = new Helpers();

        private final AtomicInteger busy = new AtomicInteger();
        private final AtomicInteger done = new AtomicInteger();
        private Helper[] helpers = new Helper[0];
        private int engaged;
        private volatile boolean unavailable;

        /* Claims the helpers for one decision of d with n of them; false if another run holds them. */
        boolean engage(RequestDecider d, int n) {
            if (unavailable || !busy.compareAndSet(0, 1)) {
                return false;
            }
            while (helpers.length < n) {
                Helper h = new Helper(this);
                try {
                    Thread.ofPlatform().daemon().name("pcmemu-decider-" + (helpers.length + 1)).start(h);
                } catch (Throwable e) { // no thread to be had: decisions run on the advancer alone from now on
                    unavailable = true;
                    busy.set(0);
                    return false;
                }
                helpers = Arrays.copyOf(helpers, helpers.length + 1);
                helpers[helpers.length - 1] = h;
            }
            engaged = n;
            done.set(0);
            for (int i = 0; i < n; i++) {
                helpers[i].give(d, i + 1);
            }
            return true;
        }

        /* Waits until every engaged helper has left the decision, then frees the helpers. */
        void awaitDone() {
            int spins = 0;
            while (done.get() < engaged) {
                pause(++spins);
            }
            busy.set(0);
        }

        /* The helper threads started so far (tests). */
        int started() {
            return helpers.length;
        }
    }

    private static final class Helper implements Runnable {
        private final Helpers pool;
        volatile Thread thread;
        private volatile RequestDecider job;
        private int index;

        Helper(Helpers pool) {
            this.pool = pool;
        }

        void give(RequestDecider d, int t) {
            index = t;
            job = d; // publishes index and the decider's state
            Thread th = thread;
            if (th != null) {
                LockSupport.unpark(th);
            }
        }

        @Override
        public void run() {
            thread = Thread.currentThread();
            while (true) {
                RequestDecider d = job;
                if (d == null) {
                    LockSupport.park(this);
                    continue;
                }
                d.help(index);
                job = null;
                pool.done.incrementAndGet();
            }
        }
    }

    /** Re-keys a waiter that got a message (the synchronizer's keyWaiter). */
    @FunctionalInterface
    interface KeyWaiter {
        void key(WindowProcessor q);
    }

    /* One part: its senders' requests, and what the band files under it as a destination part. */
    private static final class Part {
        final RequestQueue requests;
        /* The request of sender id (at slot(id)) while it is filed: copied from the sender, so taking it loads nothing of the sender. */
        final int[] to;
        final long[] sequence;
        final Object[] payload;
        /*
         * Sender id's burst while it is filed: its sends decided so far and their number, and the
         * arrays of its burst's sends after the first (destinations; payloads, then decisions),
         * null for a burst of one.
         */
        final int[] decided;
        final int[] sends;
        final int[][] burstTo;
        final Object[][] burstItems;
        final int index;
        final Filed[] filed; // by the sender's part
        final int[] cursor;
        private final int parts;
        int[] resumed = new int[16];
        int resumedCount;
        long resumedBound;
        long least;
        long taken; // requests taken in this decision
        int ended; // finished senders whose last sends were decided in this decision
        int[] keyed = new int[16];
        int keyedCount;
        long leastKey;

        Part(int processors, int index, int parts) {
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
            this.filed = new Filed[parts];
            for (int s = 0; s < parts; s++) {
                filed[s] = new Filed();
            }
            this.cursor = new int[parts];
            this.parts = parts;
        }

        /* Files q's first request of a flush (the advancer, while q is parked or finished). */
        void file(WindowProcessor q) {
            WindowProcessor.Requests r = q.requests;
            requests.add(q.id, r.attempt);
            int slot = slot(q.id);
            to[slot] = r.to;
            sequence[slot] = r.sequence;
            payload[slot] = r.payload;
            decided[slot] = 0;
            sends[slot] = q.deferred;
            WindowProcessor.Burst b = q.burst(); // complete: the sender is parked or finished
            burstTo[slot] = b == null ? null : b.to;
            burstItems[slot] = b == null ? null : b.items;
        }

        /* Where sender id's request is kept in this part's arrays. */
        int slot(int id) {
            return id / parts;
        }

        void addResumed(int id) {
            if (resumedCount == resumed.length) {
                resumed = Arrays.copyOf(resumed, resumedCount * 2);
            }
            resumed[resumedCount++] = id;
        }

        void addKeyed(int id) {
            if (keyedCount == keyed.length) {
                keyed = Arrays.copyOf(keyed, keyedCount * 2);
            }
            keyed[keyedCount++] = id;
        }
    }

    /*
     * The requests of one sender part filed under one destination part in a band, in (attempt, id)
     * order, copied from the senders by their part's thread; the destination part's thread leaves
     * each decision's message here for the senders' part to settle.
     */
    private static final class Filed {
        int[] ids = new int[16];
        int[] to = new int[16];
        long[] attempts = new long[16];
        long[] sequences = new long[16];
        Object[] payloads = new Object[16];
        WindowMessage[] messages = new WindowMessage[16];
        int count;

        void add(int id, int destination, long attempt, long sequence, Object payload) {
            if (count == ids.length) {
                int n = count * 2;
                ids = Arrays.copyOf(ids, n);
                to = Arrays.copyOf(to, n);
                attempts = Arrays.copyOf(attempts, n);
                sequences = Arrays.copyOf(sequences, n);
                payloads = Arrays.copyOf(payloads, n);
                messages = Arrays.copyOf(messages, n);
            }
            ids[count] = id;
            to[count] = destination;
            attempts[count] = attempt;
            sequences[count] = sequence;
            payloads[count++] = payload;
        }
    }
}
