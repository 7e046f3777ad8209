package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;

/** The baselines of k-item broadcast: one item after another, and a pipeline along a fixed tree. */
public final class BaselinePlans {
    private BaselinePlans() {
    }

    /**
     * k optimal one-item broadcasts one after another: item i starts at i B(P) on the optimal tree
     * among all P processors (SPAA Theorem 2.1); cost k B(P).
     */
    public static KItemPlan sequential(int P, long L, int k) {
        BroadcastTree tree = BroadcastTree.optimal(P, L, 0, 1);
        long[] delay = new long[P];
        List<Transmission> sends = new ArrayList<>();
        long b = 0;
        for (int v = 0; v < P; v++) {
            for (int j = 0; j < tree.childCount(v); j++) {
                delay[tree.child(v, j)] = delay[v] + L + j;
                b = Math.max(b, delay[v] + L + j);
            }
        }
        for (int i = 0; i < k; i++) {
            for (int v = 1; v < P; v++) {
                sends.add(new Transmission(i, tree.parent(v), v, i * b + delay[v] - L));
            }
        }
        return new KItemPlan(P, L, k, sends, KItemPlan.lastArrival(sends, L),
                "k optimal one-item broadcasts, one every B(P) = " + b + " steps");
    }

    /**
     * A pipeline along one fixed tree in which every processor has at most two children (the
     * P smallest labels of the postal universal tree cut to two children per node, in the spirit
     * of Bar-Noy and Kipnis): each processor forwards every item to its children as soon as it
     * has it and its previous sends are done, so items flow one every two steps.
     */
    public static KItemPlan pipelined(int P, long L, int k) {
        int[] parent = new int[P];
        long[] delay = new long[P];
        List<List<Integer>> children = new ArrayList<>();
        for (int v = 0; v < P; v++) {
            children.add(new ArrayList<>());
        }
        // labels: a node with delay d has children at d + L and d + L + 1
        java.util.PriorityQueue<long[]> next = new java.util.PriorityQueue<>((a, b) ->
                a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        next.add(new long[] {L, 0, 0});
        for (int v = 1; v < P; v++) {
            long[] c = next.poll();
            int p = (int) c[1];
            parent[v] = p;
            delay[v] = c[0];
            children.get(p).add(v);
            if (c[2] == 0) {
                next.add(new long[] {c[0] + 1, p, 1});
            }
            next.add(new long[] {c[0] + L, v, 0});
        }
        List<Transmission> sends = new ArrayList<>();
        long[] has = new long[P];
        long[] free = new long[P];
        for (int i = 0; i < k; i++) {
            has[0] = i * 2L; // the source's two sends per item
            for (int v = 0; v < P; v++) { // parents come before children (ids in label order)
                for (int c : children.get(v)) {
                    long s = Math.max(has[v], free[v]);
                    sends.add(new Transmission(i, v, c, s));
                    free[v] = s + 1;
                    has[c] = s + L;
                }
            }
        }
        return new KItemPlan(P, L, k, sends, KItemPlan.lastArrival(sends, L),
                "pipeline along a fixed tree of fan-out 2, depth " + java.util.Arrays.stream(delay).max().orElse(0));
    }
}
