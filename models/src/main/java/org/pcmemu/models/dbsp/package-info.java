/**
 * The recursive D-BSP (Juurlink, Kolman, Meyer auf der Heide, Rieping 2003, section 2.2) as a
 * program sees it: a BSP machine that halves itself recursively, a superstep on k processors
 * costing {@code T + max(h * g(k), l(k))}.
 *
 * <p>Threading contract: {@link org.pcmemu.models.dbsp.DBsp} is immutable; a
 * {@link org.pcmemu.models.dbsp.DBspProcessor} is called only from its processor's own thread. The
 * rules are in docs/models.md, "D-BSP".
 */
package org.pcmemu.models.dbsp;
