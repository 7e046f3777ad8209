package org.pcmemu.emulator.barrier;

import java.util.ArrayDeque;
import org.pcmemu.emulator.run.RunLauncher;

/*
 * The steps and merges made ready by a completion, first in first out, and the loop that
 * completes them (complete): most completions make none or one, which needs no deque (a
 * completion per step and per merge: millions in a run).
 */
final class Ready {
    private Object first;
    private ArrayDeque<Object> rest; // after first; allocated at the second

    void add(Object item) {
        if (first == null && (rest == null || rest.isEmpty())) {
            first = item;
        } else {
            if (rest == null) {
                rest = new ArrayDeque<>(4);
            }
            rest.add(item);
        }
    }

    Object poll() {
        Object item = first;
        if (item != null) {
            first = null;
            return item;
        }
        return rest == null ? null : rest.poll();
    }

    Object pollLast() {
        if (rest != null && !rest.isEmpty()) {
            return rest.pollLast();
        }
        Object item = first;
        first = null;
        return item;
    }

    int size() {
        return (first != null ? 1 : 0) + (rest == null ? 0 : rest.size());
    }

    /*
     * Completes first (a SubMachine: its current step; an OpenPartition: its merge), then every
     * step and merge that this makes ready (a part's first step once it begins, a merge once its
     * last part is done), in a loop: a chain of partitions may be p deep. When more than one is
     * ready (the parts of a partition), this thread goes on with one and hands each other to a
     * thread of its own: a partition's first steps may be the whole run's work (every member may
     * have gone ahead into its parts, all the way down), which must not wait for one thread.
     * self: the processor whose thread this is, or null.
     */
    static void complete(Object first, BarrierProcessor self) {
        BarrierMachine machine = first instanceof SubMachine m ? m.machine : ((OpenPartition) first).owner.machine;
        Ready ready = self != null ? self.readyList() : new Ready(); // empty again when this returns
        for (Object next = first; next != null; next = ready.poll()) {
            if (next instanceof SubMachine m) {
                m.completeStep(self, ready);
            } else {
                OpenPartition op = (OpenPartition) next;
                op.owner.completeMerge(op, self, ready);
            }
            while (ready.size() > 1) {
                Object other = ready.pollLast();
                RunLauncher.fork(machine, () -> complete(other, null));
            }
        }
    }
}
