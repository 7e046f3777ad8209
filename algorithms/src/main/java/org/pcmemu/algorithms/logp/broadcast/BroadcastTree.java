package org.pcmemu.algorithms.logp.broadcast;

import java.util.Arrays;

/**
 * A broadcast tree over processors 0..P-1 rooted at 0: each processor's children in the order it
 * sends to them. Stored as compressed rows (no object per node), so P = 10^6 is cheap.
 *
 * <p>Immutable after construction; safe to share among processor threads.
 */
public final class BroadcastTree {
    private final int[] parent;
    private final int[] childStart;
    private final int[] children;

    /** @param parent parent[i] for i >= 1; a processor sends to its children in increasing id order */
    BroadcastTree(int[] parent) {
        int n = parent.length;
        this.parent = parent;
        // counting sort by parent, in place: childStart[p + 1] counts p's children, then holds
        // where p's next child goes, so after the placing it is where p + 1's children begin
        this.childStart = new int[n + 1];
        for (int i = 1; i < n; i++) {
            childStart[parent[i] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            childStart[i + 1] += childStart[i];
        }
        this.children = new int[Math.max(0, n - 1)];
        for (int i = 1; i < n; i++) {
            children[childStart[parent[i]]++] = i;
        }
        System.arraycopy(childStart, 0, childStart, 1, n); // childStart[p] was where p's children end
        childStart[0] = 0;
    }

    public int size() {
        return parent.length;
    }

    /** The parent of {@code node}, or -1 for the root. */
    public int parent(int node) {
        return node == 0 ? -1 : parent[node];
    }

    public int childCount(int node) {
        return childStart[node + 1] - childStart[node];
    }

    /** The {@code i}-th child of {@code node} in send order. */
    public int child(int node, int i) {
        return children[childStart[node] + i];
    }

    /**
     * The optimal tree B(P) (TR Definition 3.5, SPAA Definition 2.4): the P smallest labels of
     * the universal tree, where a node labelled t has children t + L + 2o + i*max(g, o). Nodes get
     * ids in label order (ties: smaller parent first), so the root is 0.
     */
    public static BroadcastTree optimal(int P, long L, long o, long g) {
        long first = L + 2 * o;
        long d = Math.max(g, o);
        long span = span(first, d);
        if (d >= 1 && span <= Math.max(1024L, 2L * P) && span <= Integer.MAX_VALUE / 2) {
            return new BroadcastTree(optimalByBuckets(P, first, d));
        }
        return new BroadcastTree(optimalByHeap(P, first, d));
    }

    /* Parents of the optimal tree: the least (label, parent) candidate first, from a heap. */
    static int[] optimalByHeap(int P, long first, long d) {
        int[] parent = new int[P];
        // candidate next child of each node, keyed by (label, parent id); one per node at most
        TimeHeap candidates = new TimeHeap();
        if (P > 1) {
            candidates.add(first, 0);
        }
        for (int id = 1; id < P; id++) {
            long t = candidates.minTime();
            int p = candidates.removeMin();
            parent[id] = p;
            candidates.add(t + d, p);        // p's next child
            candidates.add(t + first, id);   // the new node's first child
        }
        return parent;
    }

    /*
     * The same parents as optimalByHeap, in O(P + the last label) and without the heap's cache
     * misses (10^6 processors: 0.2 s cold with the heap). A candidate labelled t waits in bucket
     * t mod span, in one of two first-in first-out queues: a parent's next child, entered while
     * the label t - d was being taken, and a new node's first child, entered while t - first was.
     * The labels' candidates are taken in ascending parent order (by induction), and new nodes
     * are numbered in the order they are taken, so each queue is ascending by parent, and the
     * least (label, parent) is the smaller of the current bucket's two heads. Needs d >= 1: with
     * d = 0 a parent would re-enter the queue it was just taken from, behind larger ones.
     */
    static int[] optimalByBuckets(int P, long first, long d) {
        int[] parent = new int[P];
        if (P <= 1) {
            return parent;
        }
        int span = (int) span(first, d);
        Queues queues = new Queues(span, P); // at most one candidate per node is pending
        int bucket = (int) first; // first and d are below span
        queues.add(Queues.FRESH, bucket, 0);
        for (int id = 1; id < P; id++) {
            while (queues.isEmpty(Queues.NEXT, bucket) && queues.isEmpty(Queues.FRESH, bucket)) {
                bucket = bucket + 1 == span ? 0 : bucket + 1;
            }
            int p = queues.isEmpty(Queues.FRESH, bucket) || !queues.isEmpty(Queues.NEXT, bucket)
                    && queues.head(Queues.NEXT, bucket) < queues.head(Queues.FRESH, bucket)
                    ? queues.take(Queues.NEXT, bucket) : queues.take(Queues.FRESH, bucket);
            parent[id] = p;
            queues.add(Queues.NEXT, (int) ((bucket + d) % span), p);      // p's next child
            queues.add(Queues.FRESH, (int) ((bucket + first) % span), id); // the new node's first child
        }
        return parent;
    }

    /* Buckets enough that every pending label (at most max(first, d) past the current one) has its own. */
    private static long span(long first, long d) {
        return Math.max(first, d) + 1;
    }

    /*
     * Two first-in first-out queues of ids per bucket (a parent's next child, a new node's first
     * child), linked through the ids themselves: a node has one candidate at a time, in one queue.
     */
    private static final class Queues {
        static final int NEXT = 0;
        static final int FRESH = 1;
        private final int[][] head = new int[2][];
        private final int[][] tail = new int[2][];
        private final int[] link; // the node after each in its queue

        Queues(int buckets, int nodes) {
            for (int q = 0; q < 2; q++) {
                head[q] = new int[buckets];
                tail[q] = new int[buckets];
                Arrays.fill(head[q], -1);
            }
            link = new int[nodes];
        }

        boolean isEmpty(int q, int b) {
            return head[q][b] < 0;
        }

        int head(int q, int b) {
            return head[q][b];
        }

        void add(int q, int b, int v) {
            link[v] = -1;
            if (head[q][b] < 0) {
                head[q][b] = v;
            } else {
                link[tail[q][b]] = v;
            }
            tail[q][b] = v;
        }

        int take(int q, int b) {
            int v = head[q][b];
            head[q][b] = link[v];
            return v;
        }
    }

    /** Flat broadcast: the root sends to 1, 2, ..., P-1 in turn. */
    public static BroadcastTree flat(int P) {
        return new BroadcastTree(new int[P]);
    }

    /**
     * Binomial tree: in round j every processor i < 2^j sends to i + 2^j, so processor i sends to
     * i + 2^j for each j with 2^j > i, in increasing j.
     */
    public static BroadcastTree binomial(int P) {
        int[] parent = new int[P];
        for (int i = 0; i < P; i++) {
            long step = i == 0 ? 1 : Long.highestOneBit(i) << 1; // the least power of two above i
            for (; i + step < P; step <<= 1) {
                parent[(int) (i + step)] = i;
            }
        }
        return new BroadcastTree(parent);
    }
}
