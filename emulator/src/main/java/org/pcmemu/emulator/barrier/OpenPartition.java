package org.pcmemu.emulator.barrier;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/*
 * A partition of owner into sizes, made by the first member that asks for it; each part made
 * by the first of its members to enter it (or when the partition begins), so that no one thread
 * makes them all. levels > 1: a nested halving, each part halved again levels - 1 times at
 * once, as if its members had asked for it in a step with no work (not priced), all of whose
 * members return to top's merge. A halving: ceil(k/2), floor(k/2). The start and cost are set
 * by the last arrivers of the step that makes it and of its merge.
 *
 * A nested halving (BarrierProcessor.halve: m halvings with nothing in between, as D-BSP's ROOT
 * makes them) is created in one partition step: the parts of every level at once, each inner
 * level with its open partition in its history, and the members go straight to their sub-machine
 * m levels down. They come back only to the top's merge, whose last arriver merges the inner
 * levels bottom-up first (clock, cost, idle time, least failure), so the recorded run is that of
 * m nested partitions while each member meets two barriers instead of 2m.
 */
final class OpenPartition {
    private static final VarHandle PARTS = MethodHandles.arrayElementVarHandle(SubMachine[].class);
    private static final VarHandle PENDING_PARTS;

    static {
        try {
            PENDING_PARTS = MethodHandles.lookup().findVarHandle(OpenPartition.class, "pending", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final SubMachine owner;
    final int[] sizes; // null: the halves, ceil(k/2) and floor(k/2) (no arrays for the millions a run may make)
    final int levels;
    private final int[] starts; // each part's first processor; null for the halves
    private final SubMachine[] parts; // made on demand: see part
    private final OpenPartition counted; // whose merge counts the parts with members: the top
    @SuppressWarnings("unused") // accessed through PENDING_PARTS: the parts with members (leaves) not done yet
    private volatile int pending;
    final Barrier after; // the barrier of owner's step after the merge (the top only)
    final int step; // the index of owner's step that made it (the top only)
    private long start; // set by the last arriver of the step that makes it
    private long cost; // set by the last arriver of its merge

    OpenPartition(SubMachine owner, int[] sizes, int levels, int step) {
        this(owner, sizes, levels, null, step);
    }

    OpenPartition(SubMachine owner, int[] sizes, int levels, OpenPartition top, int step) {
        this.owner = owner;
        this.sizes = sizes;
        this.levels = levels;
        if (sizes == null) {
            this.starts = null;
        } else {
            this.starts = new int[sizes.length];
            for (int i = 0, at = owner.first(); i < sizes.length; at += sizes[i], i++) {
                starts[i] = at;
            }
        }
        this.parts = new SubMachine[sizes == null ? 2 : sizes.length];
        this.counted = top == null ? this : top;
        // every halving of the nested levels makes two non-empty parts (halve needs 2^levels)
        this.pending = top == null ? parts.length << (levels - 1) : 0;
        this.after = top == null ? new Barrier(owner.size(), owner.size() + 1) : null; // + 1: the merge
        this.step = step;
    }

    int partCount() {
        return parts.length;
    }

    /* Part i, made now if nobody has made it yet. */
    SubMachine part(int i) {
        SubMachine part = (SubMachine) PARTS.getVolatile(parts, i);
        if (part == null) {
            SubMachine made = levels > 1 ? owner.makeInnerLevel(start(i), size(i), counted, levels - 1)
                    : owner.makePart(start(i), size(i), counted);
            part = (SubMachine) PARTS.compareAndExchange(parts, i, null, made);
            if (part == null) {
                part = made;
            }
        }
        return part;
    }

    /* The part `levels` partitions down that holds processor id. */
    SubMachine partOf(int id) {
        SubMachine part = part(indexOf(id));
        for (int l = 1; l < levels; l++) {
            OpenPartition inner = part.innerPartition();
            part = inner.part(inner.indexOf(id));
        }
        return part;
    }

    /* The sizes, made for the halves (for messages). */
    int[] sizes() {
        return sizes != null ? sizes : new int[] {size(0), size(1)};
    }

    private int start(int i) {
        return sizes != null ? starts[i] : i == 0 ? owner.first() : owner.first() + (owner.size() + 1) / 2;
    }

    private int size(int i) {
        return sizes != null ? sizes[i] : i == 0 ? (owner.size() + 1) / 2 : owner.size() / 2;
    }

    private int indexOf(int id) {
        if (sizes == null) {
            return id < start(1) ? 0 : 1;
        }
        int lo = 0;
        int hi = starts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= id) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /* The step that made it has been priced, ending at `at`: the parts' clocks start there. */
    void started(long at) {
        start = at;
    }

    /* Its merge: the largest part clock is `cost` past the start. */
    void merged(long mergeCost) {
        cost = mergeCost;
    }

    long start() {
        return start;
    }

    long cost() {
        return cost;
    }

    /* A part with members is done (its last step is over, or it failed). */
    void partDone(Ready ready) {
        if ((int) PENDING_PARTS.getAndAdd(this, -1) == 1) {
            ready.add(this);
        }
    }
}
