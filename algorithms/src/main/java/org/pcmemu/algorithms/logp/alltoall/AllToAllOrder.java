package org.pcmemu.algorithms.logp.alltoall;

/** In which order a processor sends its items (TR section 5.1). */
public enum AllToAllOrder {
    /**
     * Processor i sends to i+1, i+2, ..., i+P-1 (mod P), k times over: every processor is the
     * target of exactly one message per slot (TR section 5.1).
     */
    STAGGERED("staggered") {
        @Override
        int target(int i, int m, int P) {
            return (i + 1 + m % (P - 1)) % P;
        }

        @Override
        int slotOf(int i, int j, int P) {
            return Math.floorMod(j - i - 1, P);
        }
    },
    /** Everyone sends to 0 first, then 1, ... (skipping itself): all messages of a slot meet at one processor. */
    NAIVE("naive") {
        @Override
        int target(int i, int m, int P) {
            int j = m % (P - 1);
            return j < i ? j : j + 1;
        }

        @Override
        int slotOf(int i, int j, int P) {
            return j < i ? j : j - 1;
        }
    };

    private final String label;

    AllToAllOrder(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The target of processor i's m-th send (m = 0..k(P-1)-1); P >= 2. */
    abstract int target(int i, int m, int P);

    /** The position m mod (P-1) at which processor i sends to j != i in each round. */
    abstract int slotOf(int i, int j, int P);
}
