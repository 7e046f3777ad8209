package org.pcmemu.emulator.barrier;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/*
 * The barrier of one step of a sub-machine (reused from step to step, but not across a partition:
 * members that come back from their parts early are already at the step after the merge while the
 * step that made the partition may still be counting). pending: arrivals still to come; arrival:
 * what each member asked for, written by the member before its decrement (or by the last arriver
 * while the members wait); forming: the partition being formed in this step; deferred: the posts
 * members made ahead of this step (BarrierProcessor.deferred).
 *
 * The arrive protocol: each arrival is one atomic decrement, so exactly one arriver sees 0, and
 * the decrements are a chain of volatile read-modify-writes: the last arriver sees everything each
 * member wrote before its own (stress: BarrierStress.Arrive).
 */
final class Barrier {
    static final byte RUNNING = 0;
    static final byte STEPPING = 1;
    static final byte PARTITIONING = 2;
    static final byte LEFT = 3;
    static final byte FAILED = 5;
    static final byte SLEEPING = 6; // fell asleep in this step (syncUntilMessage)
    static final byte DORMANT = 7; // asleep since an earlier step
    static final byte WAKING = 8; // a sleeper being released (the release only)
    static final byte PARTITIONING_ASIDE = 9; // asked for other sizes than the partition being formed

    private static final VarHandle PENDING;
    private static final VarHandle FORMING;
    private static final VarHandle DEFERRED;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            PENDING = lookup.findVarHandle(Barrier.class, "pending", int.class);
            FORMING = lookup.findVarHandle(Barrier.class, "forming", OpenPartition.class);
            DEFERRED = lookup.findVarHandle(Barrier.class, "deferred", BarrierMessage.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // accessed through PENDING
    private volatile int pending;
    private final byte[] arrival;
    private volatile OpenPartition forming;
    @SuppressWarnings("unused") // accessed through DEFERRED
    private volatile BarrierMessage deferred;

    Barrier(int size, int pending) {
        this.pending = pending;
        this.arrival = new byte[size];
    }

    /* One arrival: the arrivals still to come after it. */
    int arrive() {
        return (int) PENDING.getAndAdd(this, -1) - 1;
    }

    /* The last arriver: the next step expects `count` arrivals. */
    void expect(int count) {
        PENDING.setVolatile(this, count);
    }

    /* What member i (0-based within the sub-machine) asked for. */
    byte kind(int i) {
        return arrival[i];
    }

    /* Member i asks for kind: the member before its arrive, or the last arriver for the next step. */
    void mark(int i, byte kind) {
        arrival[i] = kind;
    }

    /* The partition being formed in this step: the one made by the first member that asks (a CAS; stress: BarrierStress.Form). */
    OpenPartition form(OpenPartition made) {
        OpenPartition op = forming;
        if (op == null) {
            op = (OpenPartition) FORMING.compareAndExchange(this, null, made);
            if (op == null) {
                op = made;
            }
        }
        return op;
    }

    /* The partition formed in this step, or null; the last arriver. */
    OpenPartition forming() {
        return forming;
    }

    /* The last arriver, once the partition has begun: the barrier may be counted again. */
    OpenPartition takeForming() {
        OpenPartition op = forming;
        forming = null;
        return op;
    }

    /*
     * A member's chain first..last of posts made ahead of this step, linked through chained(), pushed
     * before its arrival (a lock-free stack of chains; stress: BarrierStress.HandOver).
     */
    void handOver(BarrierMessage first, BarrierMessage last) {
        BarrierMessage top = (BarrierMessage) DEFERRED.getVolatile(this);
        while (true) {
            last.chain(top);
            BarrierMessage witness = (BarrierMessage) DEFERRED.compareAndExchange(this, top, first);
            if (witness == top) {
                return;
            }
            top = witness;
        }
    }

    /* The last arriver: every chain handed over, linked through chained(); null if none. */
    BarrierMessage takeDeferred() {
        return (BarrierMessage) DEFERRED.getAndSet(this, (BarrierMessage) null);
    }
}
