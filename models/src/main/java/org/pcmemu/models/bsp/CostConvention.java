package org.pcmemu.models.bsp;

/**
 * How a BSP superstep with local work w and an h-relation is priced, in model cycles.
 *
 * <pre>
 *   MAX   w + max(L, h*g)     the broadcasting notes ("Communication Performance": a round
 *                             realizing an m-relation costs max{L, mg}), plus local work
 *   SUM   w + h*g + L         Valiant 1990; BSPlib
 * </pre>
 */
public enum CostConvention {
    /** w + max(L, h*g): the broadcasting notes' convention, the default. */
    MAX("max") {
        @Override
        public long cost(long w, long h, long g, long L) {
            return Math.addExact(w, Math.max(L, Math.multiplyExact(h, g)));
        }
    },
    /** w + h*g + L: Valiant 1990 and BSPlib. */
    SUM("sum") {
        @Override
        public long cost(long w, long h, long g, long L) {
            return Math.addExact(w, Math.addExact(Math.multiplyExact(h, g), L));
        }
    };

    private final String label;

    CostConvention(String label) {
        this.label = label;
    }

    /**
     * The name the command line and the reports use.
     *
     * @return "max" or "sum"
     */
    public String label() {
        return label;
    }

    /**
     * The cost of a superstep.
     *
     * @param w  the largest local work of a processor in it, in cycles
     * @param h  the largest number of words a processor sent or received in it
     * @param g  the machine's gap, cycles per word
     * @param L  the machine's latency, the barrier's cost
     * @return the cost in cycles
     * @throws ArithmeticException if it does not fit in a long
     */
    public abstract long cost(long w, long h, long g, long L);
}
