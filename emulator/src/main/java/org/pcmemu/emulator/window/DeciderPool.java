package org.pcmemu.emulator.window;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The deciding threads other than the advancer ({@link RequestDecider}): platform threads, shared
 * by all runs, parked when idle. A run claims the whole pool for one decision or does without it.
 *
 * <p>Handing a helper its job is a volatile write of the job after its index, so the advancer's
 * writes before {@link #engage} happen before the helper's reads; a helper's count in {@code done}
 * (a volatile read-modify-write) comes after its share, so {@link #awaitDone} returns after every
 * helper's writes.
 */
final class DeciderPool {
    static final DeciderPool SHARED = new DeciderPool();

    private final AtomicInteger busy = new AtomicInteger();
    private final AtomicInteger done = new AtomicInteger();
    /* The advancer's that holds the pool (busy), between engage and awaitDone. */
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
            DecidingBarrier.pause(++spins);
        }
        busy.set(0);
    }

    /* The helper threads started so far (tests). */
    int started() {
        return helpers.length;
    }

    private void jobDone() {
        done.incrementAndGet();
    }

    /* One helper thread's task: waits for a job, runs its share of the decision, counts it done. */
    private static final class Helper implements Runnable {
        private final DeciderPool pool;
        private volatile Thread thread;
        private volatile RequestDecider job;
        private int index;

        Helper(DeciderPool pool) {
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
                pool.jobDone();
            }
        }
    }
}
