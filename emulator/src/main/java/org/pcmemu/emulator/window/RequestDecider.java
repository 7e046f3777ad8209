package org.pcmemu.emulator.window;

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
 * <p>The work of a band is split in parts ({@link DecidingPart}), by processor id modulo the part
 * count: part w holds the requests of its senders in its own {@link RequestQueue}, and decides for
 * its destinations. One band is three steps, each step's parts run by the deciding threads in
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
 * The advancer is the first deciding thread; the others are the {@link DeciderPool}'s, engaged only for a
 * call with enough requests waiting, and bands large enough, to pay for waking them. Work per
 * band is O(requests in it / threads) per thread and O(parts) for its end; nothing is serial per
 * message.
 *
 * <p>Threading: every method but the band steps runs on the advancer while the helpers are idle.
 * The {@link DecidingBarrier} orders each step's writes before the next step's reads; handing a
 * helper its job orders the advancer's writes before the helper's reads, and the helpers' count
 * of finished jobs orders theirs before the advancer goes on ({@link DeciderPool}). Each part's calendar and each processor's own request state are touched by the part's
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
    private final DecidingPart[] part;
    private final DeciderPool helpers; // null: one thread decides
    private final DecidingBarrier barrier = new DecidingBarrier();
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
        this.part = new DecidingPart[this.parts];
        for (int w = 0; w < this.parts; w++) {
            part[w] = new DecidingPart(processors.length, w, parts);
        }
        this.helpers = this.parts > 1 ? DeciderPool.SHARED : null;
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
        for (DecidingPart p : part) {
            waiting += p.begin();
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
            Throwable e = barrier.takeFailure();
            if (e != null) { // the run ends with it (WindowSynchronizer.advance)
                if (e instanceof Error error) {
                    throw error;
                }
                throw new IllegalStateException("deciding the sends failed: " + e, e);
            }
        }
        long taken = 0;
        for (DecidingPart p : part) {
            taken += p.taken();
            ended += p.ended();
            for (int i = 0; i < p.resumedCount(); i++) {
                active[activeCount++] = p.resumed(i);
            }
            for (int i = 0; i < p.keyedCount(); i++) {
                keyWaiter.key(processors[p.keyed(i)]);
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
        for (DecidingPart p : part) {
            next = Math.min(next, Math.min(p.resumedBound(), p.nextAttempt()));
        }
        return next;
    }

    /* The band loop of deciding thread t (0: the advancer); it handles parts t, t + threads, ... */
    private void bands(int t) {
        int step = threads;
        long spacing = rule.spacing();
        while (true) {
            for (int w = t; w < parts; w += step) {
                settle(part[w], spacing);
            }
            if (!barrier.arrive(step)) {
                return;
            }
            long least = Long.MAX_VALUE;
            long resumedBound = Long.MAX_VALUE;
            long waiterBound = waiterKey;
            for (DecidingPart p : part) {
                least = Math.min(least, p.least());
                resumedBound = Math.min(resumedBound, p.resumedBound());
                waiterBound = Math.min(waiterBound, p.leastKey());
            }
            if (least >= resumedBound || least >= waiterBound) {
                return; // least == MAX_VALUE: nothing waits
            }
            if (t == 0) {
                bands++;
            }
            long below = Math.min(Math.min(saturatedSum(least, width), resumedBound), waiterBound);
            if (parts == 1) {
                // Take, decide and settle fused: the merge of the decide step over a single filed
                // list is the take order itself, and deciding touches no request, so deciding each
                // request as it is taken gives the same starts without copying it through the filed
                // arrays. Settling the sender at once files its next request, at or past `below`,
                // so not taken in this band; a sender that resumes or ends here is seen by this
                // band's later decisions as not waiting in next() (its decisions are pending, or it
                // is finished), as it was while it still asked, so no destination is keyed differently.
                part[0].takeAndDecide(below, this, processors, spacing);
                continue;
            }
            for (int w = t; w < parts; w += step) {
                part[w].take(below, part);
            }
            if (!barrier.arrive(step)) {
                return;
            }
            for (int w = t; w < parts; w += step) {
                part[w].decideFiled(this);
            }
            if (!barrier.arrive(step)) {
                return;
            }
        }
    }

    /*
     * Settle step: the senders of part p decided in the last band take their decisions (filed
     * under each destination part) and ask again or resume. A processor's own state is touched by
     * its part's thread only; the decide step wrote only into the filed arrays.
     */
    private void settle(DecidingPart p, long spacing) {
        for (DecidingPart dest : part) {
            FiledRequests f = dest.filedBy(p.index());
            for (int k = 0; k < f.count(); k++) {
                settleFiled(p, f, k, spacing);
            }
            f.clear();
        }
        p.noteLeast();
    }

    private void settleFiled(DecidingPart p, FiledRequests f, int k, long spacing) {
        p.settle(processors[f.id(k)], f.takeMessage(k), spacing);
    }

    /* Decides sender's request to toId at attempt, whose destination belongs to part dest; returns its message. */
    WindowMessage decide(DecidingPart dest, int sender, int toId, long attempt, long sequence, Object payload) {
        WindowProcessor to = processors[toId];
        arrival(attempt, sender); // the earliest the message can arrive; so InTransit's sums stay in range
        long start = to.startSend(attempt, rule);
        WindowMessage m = payload instanceof SizedPayload sized
                ? WindowMessage.of(sender, toId, sequence, start, arrival(start, sender), sized.payload(), sized.bytes())
                : new WindowMessage(sender, toId, sequence, start, arrival(start, sender), payload);
        to.deliver(m);
        if (!to.finished() && !to.requesting() && !to.decisionsPending()) {
            // parked in next(): its key may have dropped; keyed after the call, counted in the band's end now
            dest.keyed(to.id, Math.max(to.clock, to.earliestPending()));
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

    /* Deciding thread t's share of one decision: the advancer's (t = 0) or a helper's (DeciderPool). */
    void help(int t) {
        try {
            bands(t);
        } catch (Throwable e) {
            barrier.fail(e); // the first is reported; the others leave at their next barrier
        }
    }

    /** Re-keys a waiter that got a message ({@link WaiterKeys#key}). */
    @FunctionalInterface
    interface KeyWaiter {
        void key(WindowProcessor q);
    }
}
