/**
 * The BSP model (Valiant 1990) as a program sees it, on the barrier engine as a machine that never
 * partitions: supersteps of local work and an h-relation, each ended by a barrier and priced
 * {@code w + max(L, h*g)} or {@code w + h*g + L} ({@link org.pcmemu.models.bsp.CostConvention}).
 *
 * <p>Threading contract: {@link org.pcmemu.models.bsp.Bsp} and {@link org.pcmemu.models.bsp.BspRun}
 * are immutable; a {@link org.pcmemu.models.bsp.BspProcessor} is called only from its processor's
 * own thread. The rules are in docs/models.md, "BSP".
 */
package org.pcmemu.models.bsp;
