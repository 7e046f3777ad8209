package org.pcmemu.emulator.barrier;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.LockSupport;

/*
 * A sub-machine's members as its steps' last arrivers see them, and the release of a step: the
 * fields SubMachine extends (JCTools' field classes: what the last arriver owns is in this type).
 *
 * The awake list: the members that take part in the next step (ids, ascending order not kept),
 * i.e. every live member but the dormant ones; the barrier's pending counts exactly these. A step
 * scans only them and the sleepers that senders woke (StepScan), so it costs O(members that act
 * in it). awake == null: every member, first + k for k < awakeCount, until a step changes the list
 * (most parts end in their first step, with every member: no list is made for them). The lists,
 * the dormant count and the woken sleepers are last-arriver only: one completion at a time, in
 * the order of the arrivals (see SubMachine).
 *
 * The release: those that synced wait for the generation, woken sleepers for their own flag (a
 * member released by the generation may already be falling asleep again, so a sleeper's flag is
 * set only on it). The last arriver sets every member's state, moves the generation (volatile:
 * after its writes, read by the members before they go on) and wakes the list's first member only;
 * the member at position k, once released, wakes those at 2k + 1 and 2k + 2 before it acts
 * (releaseChildren), so the unparks, a fifth of a microsecond or more each, are spread over the
 * carriers instead of made one after another by the last arriver, as in the window engine. Each
 * position but the first has one parent, so each sleeper's flag is set once, by the thread that
 * wakes it; and the list stays as it is until its members have all arrived again, each of them
 * after waking its children (stress: ReleaseTreeStress.Publish, .Flags).
 */
abstract class ReleaseTree {
    private static final VarHandle GENERATION;

    static {
        try {
            GENERATION = MethodHandles.lookup().findVarHandle(ReleaseTree.class, "generation", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final BarrierMachine machine;
    final int first;
    final int size;
    @SuppressWarnings("unused") // accessed through GENERATION
    private volatile int generation;
    private Barrier barrier; // the barrier of the current step: members arrive at their own (BarrierProcessor.at)
    private int[] awake;
    private int awakeCount;
    private int[] nextAwake; // made at the first member written to it
    private int dormant; // members asleep in syncUntilMessage since an earlier step
    private int[] wokenSleepers; // [0, wokenCount): sleepers to release after the step (made at the first)
    private int wokenCount;

    ReleaseTree(BarrierMachine machine, int first, int size, Barrier barrier) {
        this.machine = machine;
        this.first = first;
        this.size = size;
        this.barrier = barrier;
        this.awakeCount = barrier == null ? 0 : size; // awake == null: all of them
    }

    final Barrier barrier() {
        return barrier;
    }

    /* The last arriver of a partition step: the step after the merge has its own barrier. */
    final void useBarrier(Barrier next) {
        barrier = next;
    }

    /* Read by a member before it arrives; see awaitRelease. */
    final int generation() {
        return (int) GENERATION.getVolatile(this);
    }

    /* A member that arrived and was not the last: waits until the generation moves past gen. */
    final void awaitRelease(int gen) {
        // nothing but a call after the first park: see WindowSynchronizer.await
        if (generation() == gen) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        parkAgainUntilReleased(gen);
    }

    private void parkAgainUntilReleased(int gen) {
        while (generation() == gen) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        machine.checkAlive();
    }

    /* A sleeper that arrived: waits until the thread that releases it sets its flag. */
    final void awaitWake(ProcessorSleepFields p) {
        if (!p.woken()) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        while (!p.woken()) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        machine.checkAlive();
    }

    final int awakeCount() {
        return awakeCount;
    }

    /* The k-th member of the awake list. */
    final int awakeMember(int k) {
        int[] list = awake;
        return list == null ? first + k : list[k];
    }

    final int dormant() {
        return dormant;
    }

    /* A member fell asleep in the step being completed and was sent nothing. */
    final void fellDormant() {
        dormant++;
    }

    /* q stands at position `at` of the next step's list: where it stands in the release's tree. */
    final void listNext(BarrierProcessor q, int at) {
        q.listAt(this, at);
        nextList()[at] = q.id;
    }

    /* A dormant member woken by a sender of the step being completed, listed at `at`. */
    final void listWoken(BarrierProcessor q, int at) {
        dormant--;
        listNext(q, at);
        wokenSleeper(q.id);
    }

    /* A sleeper sent something in the very step it fell asleep in, listed at `at`. */
    final void listSleeperSentTo(BarrierProcessor q, int at) {
        listNext(q, at);
        wokenSleeper(q.id);
    }

    /* The whole machine: the n-th program that returned in the step, kept at the list's end. */
    final void listLeaver(int n, int id) {
        nextList()[size - n] = id;
    }

    /* The n-th program that returned in the step (see listLeaver). */
    final int leaver(int n) {
        return nextAwake[size - n];
    }

    private int[] nextList() {
        int[] list = nextAwake;
        if (list == null) {
            list = nextAwake = new int[size];
        }
        return list;
    }

    private void wokenSleeper(int id) {
        if (wokenSleepers == null) {
            wokenSleepers = new int[size];
        }
        wokenSleepers[wokenCount++] = id;
    }

    /* The next list, of `count` members, becomes the awake list, and the barrier expects them. */
    final void beginNext(int count) {
        int[] swap = awake;
        awake = nextAwake;
        nextAwake = swap;
        awakeCount = count;
        barrier.expect(count);
    }

    /* Releases the awake list after a step: its first member here, the others down the tree. */
    final void release(BarrierProcessor self) {
        int[] list = awake; // not null after a step's completion
        int count = awakeCount;
        markReleased(list, count);
        if (count > 0) {
            wake(list[0], self);
        }
    }

    /*
     * Before a release: the list's members RUNNING (a member that left stays LEFT; list null: the
     * first count members), this step's woken sleepers WAKING; then the generation moves.
     */
    private void markReleased(int[] list, int count) {
        Barrier b = barrier;
        for (int k = 0; k < count; k++) {
            int i = list == null ? k : list[k] - first;
            if (b.kind(i) != Barrier.LEFT) {
                b.mark(i, Barrier.RUNNING);
            }
        }
        for (int k = 0; k < wokenCount; k++) {
            b.mark(wokenSleepers[k] - first, Barrier.WAKING);
        }
        wokenCount = 0;
        GENERATION.setVolatile(this, generation() + 1); // releases: see the class comment
    }

    /*
     * After p was released from a step of its releaseIn: wakes p's two children in that step's
     * list. p's own thread, before it acts, whether it waited or completed the step itself.
     */
    static void releaseChildren(BarrierProcessor p) {
        ReleaseTree tree = p.releaseIn();
        if (tree == null) {
            return;
        }
        int at = p.releaseAt();
        p.released();
        int[] list = tree.awake;
        int count = tree.awakeCount;
        for (int child = 2 * at + 1; child <= 2 * at + 2 && child < count; child++) {
            tree.wake(list[child], p);
        }
    }

    /* Releases listed member id: a woken sleeper's flag set here, on it alone; unparked unless it is the caller. */
    private void wake(int id, BarrierProcessor caller) {
        BarrierProcessor q = machine.processor(id);
        Barrier b = barrier;
        if (b.kind(id - first) == Barrier.WAKING) {
            b.mark(id - first, Barrier.RUNNING);
            q.wake();
        }
        if (q != caller) {
            // a member released by the generation may be running already: a spare unpark, which every wait loops over
            LockSupport.unpark(machine.thread(id));
        }
    }

    /*
     * The release of a failed step: every member of the list, woken one after another here; they
     * see the failure and unwind, so none of them wakes others. A member that left stays LEFT.
     */
    final void releaseAll(BarrierProcessor self) {
        Barrier b = barrier;
        int[] list = awake; // once the generation moves, a later step may swap the lists
        int count = awakeCount;
        int sleepers = wokenCount;
        markReleased(list, count);
        for (int k = 0; k < count; k++) {
            int id = list == null ? first + k : list[k];
            // a stale read after a later step began only adds a spurious wake-up, which every wait loops over
            if (b.kind(id - first) == Barrier.RUNNING && (self == null || id != self.id)) {
                LockSupport.unpark(machine.thread(id));
            }
        }
        // The step after this one cannot end before the last of these sleepers is released, so
        // wokenSleepers is not touched by anyone else until this loop has read it.
        for (int k = 0; k < sleepers; k++) {
            BarrierProcessor q = machine.processor(wokenSleepers[k]);
            b.mark(q.id - first, Barrier.RUNNING);
            q.wake();
            if (q != self) {
                LockSupport.unpark(machine.thread(q.id));
            }
        }
    }
}
