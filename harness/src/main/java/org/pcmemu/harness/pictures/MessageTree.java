package org.pcmemu.harness.pictures;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.trace.TraceEvent;

/**
 * The communication tree of a window-engine run whose messages form one, read off its trace: a
 * broadcast (every processor but the root receives exactly one message, the root none) or a
 * reduction (every processor but the root sends exactly one message, the root none), as the LogP
 * paper's Figures 3 and 4 draw them.
 *
 * @param root      the root processor
 * @param parent    each processor's parent, -1 for the root
 * @param children  each processor's children, in the figure's order: a broadcast's in the order
 *                  their messages were sent, a reduction's latest sender first (the mirror image)
 * @param label     a broadcast node's time at which it has the datum (the end of its receive
 *                  overhead, 0 at the root); a reduction node's time at which its partial result
 *                  is complete (the start of its send; the root's finish time)
 * @param broadcast true for a broadcast tree, false for a reduction tree
 */
public record MessageTree(int root, int[] parent, List<List<Integer>> children, long[] label, boolean broadcast) {

    /** The tree of {@code trace}, or empty if its messages do not form one. */
    public static Optional<MessageTree> of(Trace trace) {
        if (trace.shape() != Trace.Shape.MESSAGES || trace.processors() < 2) {
            return Optional.empty();
        }
        Optional<MessageTree> down = build(trace, true);
        return down.isPresent() ? down : build(trace, false);
    }

    /** Each node's depth, the root's 0. */
    public int[] depths() {
        int[] depth = new int[parent.length];
        for (int p = 0; p < parent.length; p++) {
            int d = 0;
            for (int q = p; parent[q] >= 0; q = parent[q]) {
                d++;
            }
            depth[p] = d;
        }
        return depth;
    }

    private static Optional<MessageTree> build(Trace trace, boolean broadcast) {
        int n = trace.processors();
        int[] parent = new int[n];
        long[] order = new long[n];
        long[] label = new long[n];
        int[] count = new int[n];
        EventKind edge = broadcast ? EventKind.RECEIVE : EventKind.SEND;
        for (int p = 0; p < n; p++) {
            long end = 0;
            for (TraceEvent e : trace.events(p)) {
                end = Math.max(end, e.end());
                if (e instanceof TraceEvent.MessageEvent m && m.kind() == edge) {
                    count[p]++;
                    parent[p] = m.peer();
                    order[p] = m.sendStart();
                    label[p] = broadcast ? m.end() : m.start();
                }
            }
            if (!broadcast && count[p] == 0) {
                label[p] = end;
            }
        }
        int root = -1;
        for (int p = 0; p < n; p++) {
            if (count[p] == 0 && root < 0) {
                root = p;
                parent[p] = -1;
            } else if (count[p] != 1) {
                return Optional.empty();
            }
        }
        if (root < 0 || !reachesRoot(parent, root)) {
            return Optional.empty();
        }
        List<List<Integer>> children = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            children.add(new ArrayList<>());
        }
        for (int p = 0; p < n; p++) {
            if (p != root) {
                children.get(parent[p]).add(p);
            }
        }
        Comparator<Integer> bySend = Comparator.comparingLong(c -> order[c]);
        for (List<Integer> c : children) {
            c.sort(broadcast ? bySend.thenComparingInt(x -> x) : bySend.reversed().thenComparingInt(x -> x));
        }
        label[root] = broadcast ? 0 : label[root];
        return Optional.of(new MessageTree(root, parent, children.stream().map(List::copyOf).toList(), label,
                broadcast));
    }

    /* Every node's parent chain ends at the root within n steps (no cycle). */
    private static boolean reachesRoot(int[] parent, int root) {
        for (int p = 0; p < parent.length; p++) {
            int q = p;
            for (int steps = 0; q != root; steps++) {
                if (steps > parent.length || q < 0) {
                    return false;
                }
                q = parent[q];
            }
        }
        return true;
    }
}
