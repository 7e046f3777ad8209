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
    MAX("max") {
        @Override
        public long cost(long w, long h, long g, long L) {
            return Math.addExact(w, Math.max(L, Math.multiplyExact(h, g)));
        }
    },
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

    public String label() {
        return label;
    }

    /** The cost of a superstep; throws ArithmeticException if it does not fit in a long. */
    public abstract long cost(long w, long h, long g, long L);
}
