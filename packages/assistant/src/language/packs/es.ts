/** Spanish: every word the engine knows in Spanish, folded. */
import type { LanguagePack } from '../pack';

const words = (list: string): readonly string[] => list.split(/\s+/).filter(Boolean);

export const es: LanguagePack = {
  code: 'es',
  markers: words(`
    yo mi mis en el los las del al con gaste pague compre recibi cobre gane ayer hoy cuanto cuantos la le lo muy hace
    cuanta pesos una uno fue fueron gracias hola buenos buenas dias noche si almuerzo cena comida
    arriendo alquiler sueldo presupuesto mostrar crear borrar eliminar deshacer realidad cambialo
    cambia cambiar gastos gasto ingresos ingreso este esta eso puedo lucas plata y pasado pasada
    semana mes anteayer ayuda muestra muestrame cuales cual categorias ultimo ultima donde mas hice
    fui tome mercado supermercado farmacia nafta gasolina salario ocio cuentas luz agua
    gimnasio entrada salida hasta despues tambien estaba estoy sobra queda falta tarjeta factura
    cuota veces cine ganancia renta agrega agregar registrar registra anota anotar corrige corregir
    quiero queria necesito podria gastar pague cobraron pagaron depositaron quincena nomina
    transfirieron regalaron pagan mucho dame consejo
    gasolinera colectivo bondi subte luz lana pago compras
    promedio resumen mayores mensual
  `),
  numbers: {
    additive: {
      un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
      diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17,
      dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintiun: 21, veintidos: 22,
      veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27,
      veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60,
      setenta: 70, ochenta: 80, noventa: 90, cien: 100, ciento: 100, doscientos: 200, doscientas: 200,
      trescientos: 300, trescientas: 300, cuatrocientos: 400, quinientos: 500, quinientas: 500,
      seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
    },
    scales: { mil: 1000, millon: 1_000_000, millones: 1_000_000},
    connectors: ['y'],
    scaleArticles: [],
  },
  dates: {
    months: {
      enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9,
      setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
    },
    monthsBesideDay: {},
    monthBeforeDay: false,
    weekdays: { domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6 },
    counts: { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, diez: 10 },
    relativeDays: { ayer: -1, hoy: 0, manana: 1, anteayer: -2, antier: -2, anoche: -1, anteanoche: -2 },
    periodWords: words(`
      tarde noche pasado pasada pasados pasadas retrasado ultimo ultima ultimos ultimas semana semanas mes
      meses ano anos dia dias atras antes despues desde actual siempre inicio ahora durante hace hasta
    `),
  },
};
